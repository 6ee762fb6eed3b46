import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { battingRates } from '@/lib/domain/stats/batting'
import { rankTop } from '@/lib/domain/stats/career-ranking'
import { combineLines, type CombinedLine } from '@/lib/domain/stats/career-totals'
import { pitchingRates } from '@/lib/domain/stats/pitching'
import { isQualifiedBatter, isQualifiedPitcher } from '@/lib/domain/stats/qualifiers'
import type { RecordType } from '@/lib/schemas/career'
import { historicalSeasonsSchema, type HistoricalSeasons } from '@/lib/schemas/historical'
import { dataSourceFrom } from './get-data-source'
import { positive, type LeaderBoardSpec } from './leader-board-spec'
import { BATTING_COUNT_KEYS, PITCHING_COUNT_KEYS, readSeasonLines, type BattingCountKey, type PitchingCountKey } from './player-season-lines'

export const HISTORICAL_LIST_LENGTH = 10

type SeasonTotals<Key extends string> = CombinedLine<Key> & { season: number; qualified: boolean }

type Board<Key extends string> = LeaderBoardSpec<SeasonTotals<Key>> & {
  /** Rate lists rank only seasons with 規定打席 / 規定投球回. */
  qualifiedOnly?: boolean
}

const BATTING_BOARDS: readonly Board<BattingCountKey>[] = [
  { key: 'avg', title: 'シーズン最高打率', label: '打率', format: 'rate3', qualifiedOnly: true, value: (s) => battingRates(s).avg },
  { key: 'hr', title: 'シーズン最多本塁打', label: '本塁打', format: 'count', value: (s) => positive(s.hr) },
  { key: 'rbi', title: 'シーズン最多打点', label: '打点', format: 'count', value: (s) => positive(s.rbi) },
  { key: 'h', title: 'シーズン最多安打', label: '安打', format: 'count', value: (s) => positive(s.h) },
  { key: 'sb', title: 'シーズン最多盗塁', label: '盗塁', format: 'count', value: (s) => positive(s.sb) },
  { key: 'ops', title: 'シーズン最高OPS', label: 'OPS', format: 'rate3', qualifiedOnly: true, value: (s) => battingRates(s).ops },
]

const PITCHING_BOARDS: readonly Board<PitchingCountKey>[] = [
  { key: 'era', title: 'シーズン最低防御率', label: '防御率', format: 'era', order: 'asc', qualifiedOnly: true, value: (s) => pitchingRates(s).era },
  { key: 'w', title: 'シーズン最多勝利', label: '勝利', format: 'count', value: (s) => positive(s.w) },
  { key: 'so', title: 'シーズン最多奪三振', label: '奪三振', format: 'count', value: (s) => positive(s.so) },
  { key: 'sv', title: 'シーズン最多セーブ', label: 'セーブ', format: 'count', value: (s) => positive(s.sv) },
  { key: 'hld', title: 'シーズン最多ホールド', label: 'ホールド', format: 'count', value: (s) => positive(s.hld) },
  { key: 'whip', title: 'シーズン最低WHIP', label: 'WHIP', format: 'decimal2', order: 'asc', qualifiedOnly: true, value: (s) => pitchingRates(s).whip },
]

/**
 * One line per player and season: a season split by a trade is added up, and qualifies on its
 * total against the games of the club he finished with (NPB's rule for a traded player).
 */
function seasonTotals<Key extends string>(lines: Parameters<typeof combineLines<Key>>[0], keys: readonly Key[], qualifies: (line: CombinedLine<Key>, teamGames: number) => boolean, games: (season: number, team: string) => number): SeasonTotals<Key>[] {
  return combineLines(lines, keys, (line) => `${line.season}:${line.player_id}`).map((line) => {
    const season = line.seasons[0] ?? 0
    return { ...line, season, qualified: qualifies(line, games(season, line.teams[line.teams.length - 1] ?? '')) }
  })
}

function boardsFor<Key extends string>(boards: readonly Board<Key>[], seasons: readonly SeasonTotals<Key>[]) {
  return boards.map((board) => {
    const order = board.order ?? 'desc'
    const eligible = board.qualifiedOnly ? seasons.filter((line) => line.qualified) : seasons
    return {
      key: board.key,
      title: board.title,
      label: board.label,
      format: board.format,
      order,
      qualified_only: board.qualifiedOnly ?? false,
      rows: rankTop(eligible, board.value, { order, limit: HISTORICAL_LIST_LENGTH }).map(({ rank, value, row }) => ({
        rank, value, player_id: row.player_id, name: row.name, teams: row.teams, season: row.season,
      })),
    }
  })
}

/** The best single regular seasons in the data, per statistic; rate lists among qualified seasons only. */
export function historicalSeasonsFrom(db: Db, type: RecordType): HistoricalSeasons {
  const seasons = [...(dataSourceFrom(db)?.seasons ?? [])].sort((a, b) => a - b)
  const teamGames = new Map(
    db.prepare<[], { season: number; team: string; games: number }>('SELECT season, team, games FROM standings').all().map((row) => [`${row.season}:${row.team}`, row.games]),
  )
  // A club missing from the standings has no season to measure against: nobody qualifies there.
  const games = (season: number, team: string) => teamGames.get(`${season}:${team}`) ?? Number.POSITIVE_INFINITY
  const boards =
    type === 'batting'
      ? boardsFor(BATTING_BOARDS, seasonTotals(readSeasonLines(db, 'batting', seasons), BATTING_COUNT_KEYS, (line, g) => isQualifiedBatter(line.pa, g), games))
      : boardsFor(PITCHING_BOARDS, seasonTotals(readSeasonLines(db, 'pitching', seasons), PITCHING_COUNT_KEYS, (line, g) => isQualifiedPitcher(line.outs, g), games))
  return historicalSeasonsSchema.parse({ type, seasons, boards })
}

export const listHistoricalSeasons = cache((type: RecordType): HistoricalSeasons | null => {
  const db = getDatabase()
  return db ? historicalSeasonsFrom(db, type) : null
})
