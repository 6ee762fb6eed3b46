import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { PageHeader } from '@/components/layout/PageHeader'
import { getChartRace } from '@/lib/data/loaders/analysis/chart-race/get-chart-race'
import type { RaceSide } from '@/lib/domain/analysis/race-stats'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ChartRaceMethod } from './ChartRaceMethod'
import { describeChartRacePage } from './describe-chart-race-page'
import { RaceSection } from './RaceSection'
import { RaceSelectors } from './RaceSelectors'
import { resolveChartRaceView } from './resolve-chart-race-view'

type Props = { searchParams: Promise<SearchParams> }

/**
 * One page module per side (/analysis/chart-race/pitching, /batting): the selectors, the race of
 * the chosen stat (drawn in the browser from the API) with its final table, and the method.
 */
export function chartRacePage(side: RaceSide) {
  return {
    generateMetadata: async ({ searchParams }: Props) => pageMetadata(describeChartRacePage(resolveChartRaceView(side, await searchParams))),
    Page: async function ChartRacePage({ searchParams }: Props) {
      const view = resolveChartRaceView(side, await searchParams)
      const { season, league } = view.query
      const page = describeChartRacePage(view)
      return (
        <>
          <JsonLd data={pageStructuredData(page)} />
          <PageHeader page={page} />
          <RaceSelectors view={view} />
          <div className="space-y-10">
            <RaceSection view={view} race={getChartRace({ season, side, stat: view.stat, league })} />
            <ChartRaceMethod side={side} season={season} />
          </div>
        </>
      )
    },
  }
}
