import { PageHeader } from '@/components/layout/PageHeader'
import { RecordsNotice } from '@/components/stats/leaderboards/RecordsNotice'
import { getFinderPlayers } from '@/lib/data/loaders/analysis/plays/finder-players'
import { getPlayFinder } from '@/lib/data/loaders/analysis/plays/find-plays'
import { getSituationalTable } from '@/lib/data/loaders/analysis/situational/get-situational-table'
import { PLAY_FINDER_PER } from '@/lib/schemas/play-finder'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageStructuredData } from '@/lib/seo/structured-data'
import { describeSituational } from './describe-situational'
import { FinderSection } from './FinderSection'
import type { SituationalView } from './resolve-situational-view'
import { SituationalMethod } from './SituationalMethod'
import { SituationalSelectors } from './SituationalSelectors'
import type { SearchParams } from './situational-query'
import { SituationTableSection } from './SituationTableSection'

/**
 * A side's situational page for a season: the selectors, one family's league table with its
 * leaders, the play finder and the method. Both routes (/analysis/situational and
 * /analysis/situational/{side}/{season}) render it.
 */
export function SituationalPage({ view, params }: { view: SituationalView; params: SearchParams }) {
  const page = describeSituational(view)
  const { side, season, query } = view
  const table = view.held ? getSituationalTable(season, side, query.league, query.family) : null
  const seasons = query.finder.all ? view.seasons : [season]
  const finder = view.held ? getPlayFinder({ side, seasons, league: query.league, filter: query.finder.filter, page: query.finder.page, per: PLAY_FINDER_PER }) : null
  return (
    <>
      <JsonLd data={pageStructuredData(page)} />
      <PageHeader page={page} />
      <SituationalSelectors view={view} />
      <div className="space-y-10">
        {table ? <SituationTableSection table={table} /> : <RecordsNotice>{`${season}年の打席の記録はありません。年度を選び直してください。`}</RecordsNotice>}
        {view.held ? <FinderSection view={view} data={finder} players={getFinderPlayers(season, side) ?? []} params={params} /> : null}
        <SituationalMethod />
      </div>
    </>
  )
}
