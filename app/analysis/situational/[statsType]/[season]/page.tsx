import { resolveSituationalView } from '@/app/analysis/_components/situational/resolve-situational-view'
import { describeSituational } from '@/app/analysis/_components/situational/describe-situational'
import { SituationalPage } from '@/app/analysis/_components/situational/SituationalPage'
import { parseRouteParams } from '@/lib/parse-route-params'
import { situationalParams } from '@/lib/route-params'
import { pageMetadata } from '@/lib/seo/metadata'

type Props = PageProps<'/analysis/situational/[statsType]/[season]'>

async function resolve({ params, searchParams }: Props) {
  const { statsType, season } = parseRouteParams(situationalParams, await params)
  const search = await searchParams
  return { view: resolveSituationalView(search, { side: statsType, season }), search }
}

export async function generateMetadata(props: Props) {
  return pageMetadata(describeSituational((await resolve(props)).view))
}

/** /analysis/situational/{batting|pitching}/{season}: a side's situation tables and play finder for a season. */
export default async function SituationalSeasonPage(props: Props) {
  const { view, search } = await resolve(props)
  return <SituationalPage view={view} params={search} />
}
