import { GameStatsSelectors } from '@/app/game-stats/_components/GameStatsSelectors'
import { textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { ScorePageLinks } from '@/app/game-stats/_components/score/ScorePageLinks'
import { sideLabel } from '@/app/game-stats/_components/score/score-side'
import { PageHeader } from '@/components/layout/PageHeader'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { getLeagueScoreDistribution } from '@/lib/data/loaders/game-stats/score/get-league-score-distribution'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/metadata'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { comparisonParam, distributionHref, DISTRIBUTION_PATH, parseComparison } from './_components/compare-query'
import { CompareSelector } from './_components/CompareSelector'
import { describeDistributionPage } from './_components/describe-distribution-page'
import { DistributionChartSection } from './_components/DistributionChartSection'
import { DistributionMethod } from './_components/DistributionMethod'
import { DistributionSummary } from './_components/DistributionSummary'

type Props = { searchParams: Promise<SearchParams> }

/** The season and scope shown (a bad value falls back to the latest season of NPB) and the side compared with it (?vs=). */
async function load(searchParams: Props['searchParams']) {
  const params = await searchParams
  const view = resolveGameStatsView(params)
  const compared = parseComparison(textParam(params, 'vs'), view.query, view.seasons)
  return { view, compared, page: describeDistributionPage(view.query, view.latest) }
}

export async function generateMetadata({ searchParams }: Props) {
  return pageMetadata((await load(searchParams)).page)
}

/** /game-stats/score-distribution: a season's runs per club-game, its shutouts, close games and blowouts, beside another season or league. */
export default async function ScoreDistributionPage({ searchParams }: Props) {
  const { view, compared, page } = await load(searchParams)
  const { query, latest } = view
  const main = getLeagueScoreDistribution(query.season, query.league)
  const other = compared ? getLeagueScoreDistribution(compared.season, compared.league) : null
  const vs = comparisonParam(query, compared)
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <GameStatsSelectors view={view} href={(season, league) => distributionHref({ season, league }, latest, vs)} />
      <CompareSelector view={query} seasons={view.seasons} latest={latest} vs={vs} />
      <div className="space-y-10">
        {main ? (
          <>
            {compared && !other ? <p role="status" className="text-sm text-slate-600">{`${sideLabel(compared)}の試合はないため、比較は表示していません。`}</p> : null}
            <DistributionSummary main={main} other={other} simulated={isSimulated(getDataSource())} />
            <DistributionChartSection main={main} other={other} />
          </>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{`${sideLabel(query)}のレギュラーシーズンの試合はデータにありません。ほかの年度・リーグを選んでください。`}</p>
        )}
        <ScorePageLinks side={query} latest={latest} current={DISTRIBUTION_PATH} />
        <DistributionMethod />
      </div>
    </>
  )
}
