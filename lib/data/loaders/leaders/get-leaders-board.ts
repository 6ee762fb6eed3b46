import 'server-only'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { statLinesFrom } from '@/lib/data/loaders/stat-lines/get-stat-lines'
import { isAvailableAt, leaderCategories, rankLeaders, type LeaderCategory } from '@/lib/domain/leaders/leader-categories'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import type { League } from '@/lib/domain/teams/teams'
import type { LeaderEntry } from '@/lib/schemas/leaders'
import { leadersBoardSchema, type LeadersBoard, type LeadersBoardCategory, type LeadersTop } from '@/lib/schemas/leaders-board'
import type { StatBattingLine, StatLines, StatPitchingLine, StatSide } from '@/lib/schemas/stat-lines'

/** A leaderboard view: one season, a split filter, N per list, one league or both. */
export type LeadersQuery = { side: StatSide; season: number; filter: SplitFilter; top: LeadersTop; league?: League }

type Line = StatBattingLine | StatPitchingLine
const BOTH: readonly League[] = ['central', 'pacific']

function entries(lines: readonly Line[], category: LeaderCategory, top: number): LeaderEntry[] {
  return rankLeaders(lines, category, top).map(({ rank, value, row }) => ({ rank, player_id: row.player_id, name: row.name, team: row.team, value }))
}

/**
 * The cards of a view from its stat lines: per category, each league's top N among its own lines
 * (a player traded across leagues ranks in each with that club's line). A category the view's
 * level cannot give is listed as unavailable, with empty lists.
 */
export function leadersBoardOf(stat: StatLines, query: LeadersQuery): LeadersBoard {
  const lines: readonly Line[] = stat.lines
  const leagues = query.league ? [query.league] : BOTH
  const byLeague = new Map(leagues.map((league) => [league, lines.filter((line) => line.league === league)]))
  const categories = leaderCategories(query.side).map((category): LeadersBoardCategory => {
    const available = isAvailableAt(category, stat.level)
    const list = (league: League) => (available ? entries(byLeague.get(league) ?? [], category, query.top) : [])
    const { key, label, format, order, qualifiedOnly } = category
    return { key, label, format, order, qualifiedOnly, available, leagues: Object.fromEntries(leagues.map((league) => [league, list(league)])) }
  })
  const { level, qualifier, through } = stat
  return leadersBoardSchema.parse({ season: query.season, side: query.side, level, qualifier, through, top: query.top, categories })
}

export function leadersBoardFrom(db: Db, query: LeadersQuery): LeadersBoard | null {
  const { side, season, filter } = query
  const stat = statLinesFrom(db, { side, from: season, to: season, filter })
  return stat ? leadersBoardOf(stat, query) : null
}

/**
 * The leaderboards of a view; null without a database or when the view keeps no regular-season
 * game (a season outside the data, an "as of" date before the opener). Kept per server
 * (memo-per-database.ts): the page, its metadata and the API read one computation.
 */
export const getLeadersBoard = memoPerDatabase(leadersBoardFrom)
