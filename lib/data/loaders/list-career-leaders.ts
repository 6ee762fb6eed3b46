import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { battingRates } from '@/lib/domain/stats/batting'
import { careerMinimums } from '@/lib/domain/stats/career-minimums'
import { rankTop } from '@/lib/domain/stats/career-ranking'
import { combineLines, type CombinedLine } from '@/lib/domain/stats/career-totals'
import { pitchingRates } from '@/lib/domain/stats/pitching'
import { careerLeadersSchema, type CareerLeaders, type CareerMinimum, type RecordType } from '@/lib/schemas/career'
import { dataSourceFrom } from './get-data-source'
import { positive, type LeaderBoardSpec } from './leader-board-spec'
import { BATTING_COUNT_KEYS, PITCHING_COUNT_KEYS, readSeasonLines, type BattingCountKey, type PitchingCountKey } from './player-season-lines'

export const CAREER_LIST_LENGTH = 10

type Board<Key extends string> = LeaderBoardSpec<CombinedLine<Key>> & {
  /** Rate lists rank only careers past the scaled minimum (career-minimums.ts). */
  minimum?: CareerMinimum['stat']
}

const BATTING_BOARDS: readonly Board<BattingCountKey>[] = [
  { key: 'h', title: '通算安打', label: '安打', format: 'count', value: (c) => positive(c.h) },
  { key: 'hr', title: '通算本塁打', label: '本塁打', format: 'count', value: (c) => positive(c.hr) },
  { key: 'rbi', title: '通算打点', label: '打点', format: 'count', value: (c) => positive(c.rbi) },
  { key: 'sb', title: '通算盗塁', label: '盗塁', format: 'count', value: (c) => positive(c.sb) },
  { key: 'avg', title: '通算打率', label: '打率', format: 'rate3', minimum: 'ab', value: (c) => battingRates(c).avg },
  { key: 'obp', title: '通算出塁率', label: '出塁率', format: 'rate3', minimum: 'ab', value: (c) => battingRates(c).obp },
  { key: 'ops', title: '通算OPS', label: 'OPS', format: 'rate3', minimum: 'ab', value: (c) => battingRates(c).ops },
  { key: 'g', title: '通算出場試合', label: '試合', format: 'count', value: (c) => positive(c.g) },
]

const PITCHING_BOARDS: readonly Board<PitchingCountKey>[] = [
  { key: 'w', title: '通算勝利', label: '勝利', format: 'count', value: (c) => positive(c.w) },
  { key: 'sv', title: '通算セーブ', label: 'セーブ', format: 'count', value: (c) => positive(c.sv) },
  { key: 'hld', title: '通算ホールド', label: 'ホールド', format: 'count', value: (c) => positive(c.hld) },
  { key: 'so', title: '通算奪三振', label: '奪三振', format: 'count', value: (c) => positive(c.so) },
  { key: 'era', title: '通算防御率', label: '防御率', format: 'era', order: 'asc', minimum: 'outs', value: (c) => pitchingRates(c).era },
  { key: 'g', title: '通算登板', label: '登板', format: 'count', value: (c) => positive(c.g) },
  { key: 'outs', title: '通算投球回', label: '投球回', format: 'innings', value: (c) => positive(c.outs) },
]

/** A club's regular-season games over the seasons, averaged over the clubs: 143 per full season. */
function clubGames(db: Db, seasons: readonly number[]): number {
  if (seasons.length === 0) return 0
  const rows = db
    .prepare<number[], { games: number }>(`SELECT AVG(games) AS games FROM standings WHERE season IN (${seasons.map(() => '?').join(', ')}) GROUP BY season`)
    .all(...seasons)
  return rows.reduce((total, row) => total + row.games, 0)
}

type Minimums = Record<CareerMinimum['stat'], number>

function boardsFor<Key extends string>(boards: readonly Board<Key>[], careers: readonly CombinedLine<Key>[], qualifies: (career: CombinedLine<Key>) => boolean, minimums: Minimums) {
  return boards.map((board) => {
    const { minimum } = board
    const eligible = minimum ? careers.filter(qualifies) : careers
    const order = board.order ?? 'desc'
    const ranked = rankTop(eligible, board.value, { order, limit: CAREER_LIST_LENGTH })
    return {
      key: board.key,
      title: board.title,
      label: board.label,
      format: board.format,
      order,
      minimum: minimum ? { stat: minimum, value: minimums[minimum] } : null,
      rows: ranked.map(({ rank, value, row }) => ({
        rank, value, player_id: row.player_id, name: row.name, teams: row.teams,
        first_season: Math.min(...row.seasons), last_season: Math.max(...row.seasons), seasons: row.seasons.length,
      })),
    }
  })
}

/**
 * Career leaderboards over every regular season in the data. Rate lists need a career minimum
 * scaled from NPB's (4,000 AB, 2,000 IP over twenty seasons) to the seasons we hold.
 */
export function careerLeadersFrom(db: Db, type: RecordType): CareerLeaders {
  const seasons = [...(dataSourceFrom(db)?.seasons ?? [])].sort((a, b) => a - b)
  const games = clubGames(db, seasons)
  const scaled = careerMinimums(games)
  const minimums: Minimums = { ab: scaled.atBats, outs: scaled.outs }
  const byPlayer = (line: { player_id: string }) => line.player_id
  const boards =
    type === 'batting'
      ? boardsFor(BATTING_BOARDS, combineLines(readSeasonLines(db, 'batting', seasons), BATTING_COUNT_KEYS, byPlayer), (c) => c.ab >= minimums.ab, minimums)
      : boardsFor(PITCHING_BOARDS, combineLines(readSeasonLines(db, 'pitching', seasons), PITCHING_COUNT_KEYS, byPlayer), (c) => c.outs >= minimums.outs, minimums)
  const minimum = type === 'batting' ? { stat: 'ab' as const, value: minimums.ab } : { stat: 'outs' as const, value: minimums.outs }
  return careerLeadersSchema.parse({ type, seasons, club_games: games, minimum, boards })
}

export const listCareerLeaders = cache((type: RecordType): CareerLeaders | null => {
  const db = getDatabase()
  return db ? careerLeadersFrom(db, type) : null
})
