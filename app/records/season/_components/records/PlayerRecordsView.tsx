import { playerCareerHref } from '@/lib/domain/players/player-views'
import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { PlayerRecordsTable } from '@/components/stats/records/PlayerRecordsTable'
import { COLUMN_GROUP_LABELS, COLUMN_GROUPS, playerColumns, statColumn } from '@/components/stats/records/stat-columns'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { Pagination } from '@/components/ui/Pagination'
import { getSeasonRecordsScope } from '@/lib/data/loaders/get-season-records-scope'
import { listSeasonRecords } from '@/lib/data/loaders/list-season-records'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import { recordsQueryFromSearch, recordsSampleFilter, type RecordsSearch } from '@/lib/schemas/season-records'
import { EmptyRecords } from './EmptyRecords'
import { PlayerFilters } from './PlayerFilters'
import { nextSort, playerCsvHref, playerViewHref, type PlayerView } from './records-href'
import { RecordsSummary } from './RecordsSummary'

const PAGE_SIZE = 50

type Props = { type: 'batting' | 'pitching'; season: number; league?: League; path: string; search: RecordsSearch }

/**
 * Players' season lines as the URL asks; values that do not fit (unknown column or club, page past
 * the end) fall back. Kept for the server's life ('use cache', keyed by the parsed params and
 * query): the data only changes with a new database, which is a new release.
 */
export async function PlayerRecordsView({ type, season, league, path, search }: Props) {
  'use cache'
  cacheLife('max')
  const scope = getSeasonRecordsScope(type, season)
  const teams = (scope?.teams ?? []).filter((row) => !league || row.league === league).map((row) => row.team)
  if (!scope || teams.length === 0) notFound()
  const teamGames = Math.max(...scope.teams.map((row) => row.games))
  const query = recordsQueryFromSearch({ type, season, league }, search, PAGE_SIZE, teamGames)
  const sample = recordsSampleFilter(type, search, teamGames)
  const firstTry = listSeasonRecords(query)
  const lastPage = Math.max(1, Math.ceil((firstTry?.total ?? 0) / PAGE_SIZE))
  const records = firstTry && firstTry.page > lastPage ? listSeasonRecords({ ...query, page: lastPage }) : firstTry
  if (!records) notFound()
  const view: PlayerView = { qualified: search.qualified, team: query.team ?? null, group: search.group, sort: records.sort, order: records.order, page: records.page, min: search.min ?? null }
  const columns = playerColumns(type, view.group)
  const sort = { key: view.sort, order: view.order, hrefFor: (key: string) => playerViewHref(path, type, view, nextSort(type, view, key)) }
  return (
    <section aria-label="選手成績">
      <PlayerFilters path={path} type={type} view={view} teams={teams} sample={sample} />
      <RecordsSummary type={type} scope={scope} view={view} sample={sample} total={records.total} csvHref={playerCsvHref(type, season, league, view)} />
      <LinkTabs
        label="表示項目"
        activeHref={playerViewHref(path, type, view, { group: view.group, page: view.page })}
        tabs={COLUMN_GROUPS.map((group) => ({ href: playerViewHref(path, type, view, { group, page: view.page }), label: COLUMN_GROUP_LABELS[group] }))}
      />
      {records.rows.length === 0 ? (
        <EmptyRecords resetHref={playerViewHref(path, type, view, { team: null, qualified: false })} />
      ) : (
        <PlayerRecordsTable
          caption={`${season}年 ${league ? LEAGUE_NAMES[league] : '両リーグ'} ${type === 'batting' ? '打撃' : '投手'}成績`}
          records={records}
          columns={columns}
          sort={sort}
          sortColumn={statColumn(type, view.sort)}
          playerHref={(id) => playerCareerHref(id, type, season)}
        />
      )}
      <Pagination page={records.page} pageSize={PAGE_SIZE} total={records.total} href={(page) => playerViewHref(path, type, view, { page })} />
    </section>
  )
}
