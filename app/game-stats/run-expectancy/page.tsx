import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { PageHeader } from '@/components/layout/PageHeader'
import { getCountExpectancy } from '@/lib/data/loaders/game-stats/run-expectancy/get-count-expectancy'
import { getRunExpectancyMatrix } from '@/lib/data/loaders/game-stats/run-expectancy/get-run-expectancy-matrix'
import { listRunExpectancyTrend } from '@/lib/data/loaders/game-stats/run-expectancy/list-run-expectancy-trend'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { CountSection } from './_components/CountSection'
import { describeRunExpectancy } from './_components/describe-run-expectancy'
import { MatrixSections } from './_components/MatrixSections'
import { PublishedComparison } from './_components/PublishedComparison'
import { parseCountQuery, runExpectancyHref, type CountQuery } from './_components/run-expectancy-query'
import { RunExpectancyMethod } from './_components/RunExpectancyMethod'
import { SeasonTrendSection } from './_components/SeasonTrendSection'

type Props = { searchParams: Promise<SearchParams> }

/** The season and league the URL asks for (or the latest, with a note), the by-count view, and the page's description. */
async function load(searchParams: Props['searchParams']) {
  const params = await searchParams
  const view = resolveGameStatsView(params)
  return { view, count: parseCountQuery(params), page: describeRunExpectancy(view.query, view.latest) }
}

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata((await load(searchParams)).page)
}

/** /game-stats/run-expectancy: the 24-state RE and scoring-probability matrices, the published anchor, the seasons, RE and WE by count. */
export default async function RunExpectancyPage({ searchParams }: Props) {
  const { view, count, page } = await load(searchParams)
  const { season, league } = view.query
  const matrix = getRunExpectancyMatrix(season, league)
  const href = (next: CountQuery) => runExpectancyHref(view.query, view.latest, next)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <GameStatsSelectors view={view} href={(nextSeason, nextLeague) => runExpectancyHref({ season: nextSeason, league: nextLeague }, view.latest, count)} />
      {matrix ? (
        <div className="space-y-10">
          <MatrixSections view={matrix} />
          <PublishedComparison view={matrix} />
          <SeasonTrendSection trend={listRunExpectancyTrend(league) ?? { league, seasons: [] }} />
          <CountSection view={getCountExpectancy(season, league, count.state, count.situation)} query={count} href={href} />
          <RunExpectancyMethod />
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-3 text-sm text-slate-700">{`${season}年の${LEAGUE_SCOPE_LABELS[league]}の得点期待値はまだ集計されていません（この年度の試合記録がありません）。`}</p>
      )}
    </>
  )
}
