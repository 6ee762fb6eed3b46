import 'server-only'
import type { Db } from '@/lib/data/db'
import type { SplitFilter } from '@/lib/domain/splits/split-filter'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { splitConditions } from '../splits/split-query'

function countPas(db: Db, season: number, side: StatSide, filter: SplitFilter): number {
  const { sql, params } = splitConditions(season, side, filter, {})
  const row = db.prepare<[typeof params], { pas: number }>(`SELECT COUNT(*) AS pas FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id WHERE ${sql}`).get(params)
  return row?.pas ?? 0
}

/**
 * The share of the league's PAs (both leagues) a PA split keeps among the PAs of the games its
 * dates and venue keep: what scales the qualifying mark at the PA level. Null without PAs.
 */
export function splitPaShare(db: Db, season: number, side: StatSide, filter: SplitFilter): number | null {
  const { hand, risp, count, inning, ...games } = filter
  const all = countPas(db, season, side, games)
  if (all === 0) return null
  const kept = countPas(db, season, side, { ...games, ...(hand ? { hand } : {}), ...(risp ? { risp } : {}), ...(count ? { count } : {}), ...(inning ? { inning } : {}) })
  return kept / all
}
