import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { PageHeader } from '@/components/layout/PageHeader'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { getBubbleChart } from '@/lib/data/loaders/analysis/bubble/get-bubble-chart'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { metricOptions } from './bubble-columns'
import type { BubblePage } from './bubble-href'
import { BubbleMethod } from './BubbleMethod'
import { BubblePickers } from './BubblePickers'
import { BubbleRefiner } from './BubbleRefiner'
import { BubbleResults } from './BubbleResults'
import { BubbleScopeTabs } from './BubbleScopeTabs'
import { BubbleSelectors } from './BubbleSelectors'
import { describeBubblePage } from './describe-bubble-page'
import { resolveBubbleView } from './resolve-bubble-view'

type Props = { searchParams: Promise<SearchParams> }

/**
 * One page module per chart (players' and clubs', batting and pitching; the bare /players and
 * /teams draw the batting chart): tabs, season and league pills, the metric pickers, the chart
 * and its table (refined in the browser when a picker changes), the method.
 */
export function bubbleChartPage(page: BubblePage) {
  const load = async (searchParams: Props['searchParams']) => {
    const resolved = resolveBubbleView(page, await searchParams)
    return { resolved, descriptor: describeBubblePage(page, resolved) }
  }
  return {
    generateMetadata: async ({ searchParams }: Props) => pageMetadata((await load(searchParams)).descriptor),
    Page: async function BubbleChartPage({ searchParams }: Props) {
      const { resolved, descriptor } = await load(searchParams)
      const { serverSearch, view, ...stats } = resolved
      const { query } = stats
      const data = getBubbleChart({ ...page, season: query.season, league: query.league, qual: view.qual, x: view.x, y: view.y, size: view.size })
      const { axes, sizes } = metricOptions(page.scope, page.side)
      return (
        <>
          <JsonLd data={pageStructuredData(descriptor)} />
          <PageHeader page={descriptor} />
          <BubbleScopeTabs page={page} />
          <BubbleSelectors page={page} view={stats} />
          <div className="space-y-10">
            {data ? (
              <div>
                <BubblePickers page={page} axes={axes} sizes={sizes} />
                <BubbleRefiner page={page} seasons={stats.seasons} serverSearch={serverSearch}>
                  <BubbleResults data={data} view={view} latest={stats.latest} />
                </BubbleRefiner>
              </div>
            ) : (
              <RecordsNotice>{`${query.season}年の${LEAGUE_SCOPE_LABELS[query.league]}は、レギュラーシーズンの成績がまだないためグラフを描けません。`}</RecordsNotice>
            )}
            <BubbleMethod page={page} season={query.season} />
          </div>
        </>
      )
    },
  }
}
