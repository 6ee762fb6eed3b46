import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import {
  BATTING_SORT_KEYS,
  PITCHING_SORT_KEYS,
  seasonRecordsSchema,
  type SeasonRecords,
  type SeasonRecordsQuery,
} from '@/lib/schemas/season-records'

/** Lower is better for these, so they sort ascending unless asked otherwise. */
const ASCENDING_BY_DEFAULT = new Set(['era', 'fip', 'whip', 'bb9', 'hr9', 'l', 'so_batting', 'k_pct_batting'])

/**
 * A page of season lines from the read model: sort keys are checked against a fixed list, so a
 * query string can never reach the SQL as anything but a bound value.
 */
export function seasonRecordsFrom(db: Db, query: SeasonRecordsQuery): SeasonRecords {
  const table = query.type === 'batting' ? 'player_season_batting' : 'player_season_pitching'
  const keys: readonly string[] = query.type === 'batting' ? BATTING_SORT_KEYS : PITCHING_SORT_KEYS
  const sort = query.sort && keys.includes(query.sort) ? query.sort : query.type === 'batting' ? 'avg' : 'era'
  const order = query.order ?? (ASCENDING_BY_DEFAULT.has(sort) ? 'asc' : 'desc')
  const where = ['s.season = @season', ...(query.league ? ['s.league = @league'] : []), ...(query.qualified ? ['s.qualified = 1'] : [])].join(' AND ')
  const params = { season: query.season, league: query.league ?? null, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }
  const total = db.prepare<[typeof params], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} s WHERE ${where}`).get(params)?.n ?? 0
  const rows = db
    .prepare<[typeof params], Record<string, unknown>>(
      `SELECT s.*, p.name_kanji AS name FROM ${table} s JOIN players p ON p.id = s.player_id WHERE ${where}
       ORDER BY s.${sort} IS NULL, s.${sort} ${order}, s.player_id LIMIT @limit OFFSET @offset`,
    )
    .all(params)
    .map((row) => ({ ...row, qualified: row.qualified === 1 }))
  return seasonRecordsSchema.parse({ type: query.type, season: query.season, total, page: query.page, pageSize: query.pageSize, sort, order, rows })
}

export const listSeasonRecords = cache((query: SeasonRecordsQuery): SeasonRecords | null => {
  const db = getDatabase()
  return db ? seasonRecordsFrom(db, query) : null
})
