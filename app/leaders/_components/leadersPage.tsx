import { PageHeader } from '@/components/layout/PageHeader'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getLeadersBoard } from '@/lib/data/loaders/leaders/get-leaders-board'
import { getSeasonDays } from '@/lib/data/loaders/leaders/get-season-days'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { describeLeaders } from './describe-leaders'
import { LeadersBoardView } from './LeadersBoardView'
import { LeadersControls } from './LeadersControls'
import { leadersQuery, leadersView } from './leaders-query'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The view the URL asks for (an unserved season falls back to the latest, quietly but said), and the page it makes. */
async function load(side: StatSide, { searchParams }: Props) {
  const seasons = servedSeasons()
  const { view, fellBack } = leadersView(side, await searchParams, seasons)
  const page = describeLeaders(view, getLeadersBoard(leadersQuery(view)))
  return { seasons, view, fellBack, page }
}

/** /leaders/batting/atbat and /leaders/pitching/atbat: one module, two routes. */
export function leadersPage(side: StatSide) {
  return {
    generateMetadata: async (props: Props) => pageMetadata((await load(side, props)).page),
    Page: async function LeadersPage(props: Props) {
      const { seasons, view, fellBack, page } = await load(side, props)
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PageHeader page={page} />
          {fellBack && <p className="mb-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">指定された年度のデータはないため、{view.season}年を表示しています。</p>}
          <LeadersControls view={view} seasons={seasons} days={getSeasonDays(view.season)} />
          <LeadersBoardView view={view} />
        </>
      )
    },
  }
}
