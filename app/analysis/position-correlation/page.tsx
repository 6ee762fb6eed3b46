import { loadPositionPage } from '@/app/analysis/_components/position-correlation/load-position-page'
import { PositionCorrelationContent } from '@/app/analysis/_components/position-correlation/PositionCorrelationContent'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = PageProps<'/analysis/position-correlation'>

/** The bare path is the default view: batting, the latest season, all clubs (`?pos=` picks the scatter's position). */
async function load({ searchParams }: Props) {
  return loadPositionPage(null, await searchParams)
}

export async function generateMetadata(props: Props) {
  return pageMetadata((await load(props)).page)
}

/** /analysis/position-correlation: the latest season's batting by position, its heat maps, correlations and scatter plot. */
export default async function PositionCorrelationIndexPage(props: Props) {
  return <PositionCorrelationContent loaded={await load(props)} />
}
