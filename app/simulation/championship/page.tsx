import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { PageHeader } from '@/components/layout/PageHeader'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { getChampionshipChunk } from '@/lib/data/loaders/simulation/championship/championship-chunk'
import { getChampionshipConstants } from '@/lib/data/loaders/simulation/championship/championship-model'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { ChampionshipForm } from './_components/ChampionshipForm'
import { ChampionshipMethod } from './_components/ChampionshipMethod'
import { ChampionshipRefiner } from './_components/ChampionshipRefiner'
import { ChampionshipResults } from './_components/ChampionshipResults'
import { describeChampionshipPage } from './_components/describe-championship-page'
import { HistorySection } from './_components/HistorySection'
import { resolveChampionshipView } from './_components/resolve-championship-view'
import { SeasonPills } from './_components/SeasonPills'

type Props = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata(describeChampionshipPage(resolveChampionshipView(await searchParams).season))
}

/**
 * /simulation/championship: pennant, Climax Series and Japan Series odds from a date of a season.
 * The URL's run (chunk 0, ≤ 20,000 seasons) is drawn on the server; a run chosen in the form, or
 * the rest of a larger one, is computed through the API in the browser.
 */
export default async function ChampionshipSimulationPage({ searchParams }: Props) {
  const view = resolveChampionshipView(await searchParams)
  const { season, calendar, run } = view
  const page = describeChampionshipPage(season)
  const initial = calendar ? getChampionshipChunk(season, run.asOf, run.n, run.seed, 0) : null
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <div className="mb-6 space-y-3">
        <SeasonPills season={season} seasons={view.seasons} latest={view.latest} />
        {view.askedSeason !== null ? <p role="status" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{`${view.askedSeason}年のデータはないため、${season}年を表示しています。`}</p> : null}
      </div>
      <div className="space-y-10">
        {calendar && initial ? (
          <>
            <ChampionshipForm key={season} season={season} latest={view.latest} days={calendar} />
            <ChampionshipRefiner season={season} days={calendar} initial={initial}>
              <ChampionshipResults data={initial} progress={{ done: 1, total: initial.chunks }} />
            </ChampionshipRefiner>
            <HistorySection season={season} />
          </>
        ) : (
          <RecordsNotice>{`${season}年はレギュラーシーズンの試合のデータがないため、シミュレーションできません。`}</RecordsNotice>
        )}
        <ChampionshipMethod season={season} constants={getChampionshipConstants()} model={initial?.model ?? null} />
      </div>
    </>
  )
}
