import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import { textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { ScorePageLinks } from '@/app/game-stats/_components/score/ScorePageLinks'
import { sideLabel } from '@/app/game-stats/_components/score/score-side'
import { PageHeader } from '@/components/layout/PageHeader'
import { getScoreTrend } from '@/lib/data/loaders/game-stats/score/get-score-trend'
import { listSeasonAverages } from '@/lib/data/loaders/list-season-averages'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { describeTrendPage } from './_components/describe-trend-page'
import { MetricPicker } from './_components/MetricPicker'
import { MonthlySection } from './_components/MonthlySection'
import { SeasonsSection } from './_components/SeasonsSection'
import { TrendMethod } from './_components/TrendMethod'
import { parseTrendMetric, trendHref, TREND_PATH } from './_components/trend-metrics'
import { seasonTrendRows } from './_components/trend-seasons'

type Props = { searchParams: Promise<SearchParams> }

/** The season and scope shown (a bad value falls back to the latest season of NPB) and the charts' metric. */
async function load(searchParams: Props['searchParams']) {
  const params = await searchParams
  const view = resolveGameStatsView(params)
  return { view, metric: parseTrendMetric(textParam(params, 'metric')), page: describeTrendPage(view.query, view.latest) }
}

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata((await load(searchParams)).page)
}

/** /game-stats/score-trend: the run environment (runs and HR per game, AVG, K%, BB%) by month of a season and over the seasons. */
export default async function ScoreTrendPage({ searchParams }: Props) {
  const { view, metric, page } = await load(searchParams)
  const { query, latest } = view
  const trend = getScoreTrend(query.season, query.league)
  const seasons = seasonTrendRows(listSeasonAverages('batting'), query.league)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <GameStatsSelectors view={view} href={(season, league) => trendHref({ season, league }, latest, metric)} />
      <MetricPicker view={query} latest={latest} current={metric} />
      <div className="space-y-10">
        {trend ? (
          <MonthlySection trend={trend} metric={metric} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{`${sideLabel(query)}のレギュラーシーズンの試合はデータにありません。ほかの年度・リーグを選んでください。`}</p>
        )}
        {seasons.length > 0 ? <SeasonsSection side={query} rows={seasons} latest={latest} metric={metric} /> : null}
        <ScorePageLinks side={query} latest={latest} current={TREND_PATH} />
        <TrendMethod />
      </div>
    </>
  )
}
