import { cacheLife } from 'next/cache'
import { notFound } from 'next/navigation'
import { RecordsTable } from '@/components/stats/records/RecordsTable'
import { COLUMN_GROUP_LABELS, COLUMN_GROUPS, playerColumns, statColumn } from '@/components/stats/records/stat-columns'
import { CsvDownloadLink } from '@/components/ui/CsvDownloadLink'
import { LinkTabs } from '@/components/ui/LinkTabs'
import { StaffSplit } from './StaffSplit'
import { KEY_FIGURES, TeamFigures } from './TeamFigures'
import { nextSort, playerCsvHref, teamViewHref } from '@/app/records/season/_components/records/records-href'
import { qualifyingNote } from '@/app/records/season/_components/records/qualifying-note'
import { sortDescription } from '@/app/records/season/_components/records/sort-description'
import { getSeasonRecordsScope } from '@/lib/data/loaders/get-season-records-scope'
import { listAllSeasonRecords } from '@/lib/data/loaders/list-season-records'
import { listTeamRecords } from '@/lib/data/loaders/list-team-records'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { leagueRanks } from '@/lib/domain/teams/league-ranks'
import { LEAGUE_NAMES, type Team } from '@/lib/domain/teams/teams'
import { isSortKey, type RecordsSearch, type SeasonRecords } from '@/lib/schemas/season-records'

type Props = { team: Team; type: 'batting' | 'pitching'; season: number; path: string; search: RecordsSearch }

/** A club's players listed by playing time unless the URL sorts them: a .400 in 5 PA is not its best hitter. */
const HOME_SORT = { batting: 'pa', pitching: 'outs' } as const
/** Every club plays the same schedule: a rank of its games, starts, innings or batters faced says nothing. */
const UNRANKED = new Set(['g', 'gs', 'outs', 'bf'])
type Line = SeasonRecords['rows'][number]

/**
 * Every player of the club in the season, sorted as the URL asks, with the club's own line and
 * where each of its figures ranks in its league under them. A qualified player (規定打席・規定投球回)
 * is marked beside his name. Kept per parsed view for the server's life, like the records pages.
 */
export async function TeamSeasonStats({ team, type, season, path, search }: Props) {
  'use cache'
  cacheLife('max')
  const scope = getSeasonRecordsScope(type, season)
  const clubs = listTeamRecords(type, season, team.league)
  const club = clubs?.teams.find((row) => row.team === team.id)
  if (!scope || !clubs || !club) notFound()
  // An unknown sort column drops its order too, as on the records pages.
  const sortKnown = search.sort !== undefined && isSortKey(type, search.sort)
  const order = sortKnown || search.sort === undefined ? search.order : undefined
  const home = HOME_SORT[type]
  const records = listAllSeasonRecords({ type, season, team: team.id, qualified: false, sort: sortKnown ? search.sort : home, order, page: 1, pageSize: 50 })
  if (!records) notFound()
  const view = { group: search.group, sort: records.sort, order: records.order }
  const columns = playerColumns(type, view.group)
  const sortColumn = statColumn(type, view.sort)
  const ranked = (keys: readonly string[]) => leagueRanks(type, club, clubs.teams, keys.filter((key) => !UNRANKED.has(key)))
  const ranks = ranked(columns.map((column) => column.key))
  const href = (next: Partial<typeof view>) => teamViewHref(path, type, { ...view, ...next }, home)
  const side = type === 'batting' ? '打撃' : '投手'
  return (
    <section aria-label={`${team.shortName}の選手別${side}成績`} className="space-y-3">
      <TeamFigures type={type} club={club} ranks={ranked(KEY_FIGURES[type])} league={LEAGUE_NAMES[team.league]} />
      {type === 'pitching' ? <StaffSplit team={team} season={season} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-slate-600">
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <span>{`${records.total}人`}</span>
          {sortColumn ? <span>{`並び順: ${sortDescription(sortColumn, view.order)}`}</span> : null}
          <span>{`「規定」は${qualifyingNote(type, scope)}に達した選手`}</span>
          <span>{`チームの行は球団の合計、順位は${LEAGUE_NAMES[team.league]}6球団の中での順位（${type === 'batting' ? '三振・盗塁死・併殺打' : '防御率・被安打・失点など'}は少ない方が上位）です`}</span>
        </p>
        {records.total > 0 ? <CsvDownloadLink href={playerCsvHref(type, season, undefined, { ...view, qualified: false, team: team.id, min: null, page: 1 })} /> : null}
      </div>
      <LinkTabs
        label="表示項目"
        activeHref={href({})}
        tabs={COLUMN_GROUPS.map((group) => ({ href: href({ group }), label: COLUMN_GROUP_LABELS[group] }))}
      />
      <RecordsTable<Line>
        caption={`${team.fullName} ${season}年 選手別${side}成績`}
        leading={[
          {
            key: 'player',
            header: '選手',
            render: (row) => row.name,
            link: (row) => ({ href: playerCareerHref(row.player_id, type, season), ...(row.qualified ? { note: '規定' } : {}) }),
          },
        ]}
        columns={columns}
        rows={records.rows}
        rowKey={(row) => row.player_id}
        sort={{ key: view.sort, order: view.order, hrefFor: (key) => href(nextSort(type, view, key)) }}
        sortColumn={sortColumn}
        footer={[
          { key: 'team', label: 'チーム', row: club },
          { key: 'rank', label: 'リーグ順位', row: ranks, ranks: true },
        ]}
      />
    </section>
  )
}
