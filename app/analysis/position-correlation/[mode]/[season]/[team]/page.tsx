import { loadPositionPage } from '@/app/analysis/_components/position-correlation/load-position-page'
import { PositionCorrelationContent } from '@/app/analysis/_components/position-correlation/PositionCorrelationContent'
import { parseRouteParams } from '@/lib/parse-route-params'
import { positionCorrelationParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = PageProps<'/analysis/position-correlation/[mode]/[season]/[team]'>

/** Unknown mode, season or club: not found (proxy.ts answers these with a 404 before rendering, from the same schemas). */
async function load({ params, searchParams }: Props) {
  const route = parseRouteParams(positionCorrelationParams, await params)
  return loadPositionPage(route, await searchParams)
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /analysis/position-correlation/{batting|fielding}/{season}/{all|club}: one season's positions, for all clubs or one. */
export default async function PositionCorrelationPage(props: Props) {
  return <PositionCorrelationContent loaded={await load(props)} />
}
