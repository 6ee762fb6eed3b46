import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import {
  defaultOrder,
  defaultSortKey,
  isSortKey,
  seasonRecordsSchema,
  type SeasonRecords,
  type SeasonRecordsQuery,
} from '@/lib/schemas/season-records'
import { memoPerDatabase } from './memo-per-database'

type Window = { limit: number; offset: number }

/**
 * Season lines from the read model, filtered, ranked and sorted: sort keys are checked against a
 * fixed list, so a query string can never reach the SQL as anything but a bound value. Equal
 * values share a rank; among them the longer line (PA, outs) comes first, then the player id.
 */
function select(db: Db, query: SeasonRecordsQuery, window: Window | null): SeasonRecords {
  const batting = query.type === 'batting'
  const table = batting ? 'player_season_batting' : 'player_season_pitching'
  const sort = query.sort && isSortKey(query.type, query.sort) ? query.sort : defaultSortKey(query.type)
  const order = query.order ?? defaultOrder(query.type, sort)
  const team = query.team ?? null
  const where = [
    's.season = @season',
    ...(query.league ? ['s.league = @league'] : []),
    ...(team ? ['s.team = @team'] : []),
    ...(query.qualified ? ['s.qualified = 1'] : []),
    ...(query.minimum !== undefined ? [`s.${batting ? 'pa' : 'outs'} >= @minimum`] : []),
    ...(query.nonZero ? [`s.${sort} > 0`] : []),
  ].join(' AND ')
  const params = { season: query.season, league: query.league ?? null, team, minimum: query.minimum ?? 0, limit: window?.limit ?? -1, offset: window?.offset ?? 0 }
  const total = db.prepare<[typeof params], { n: number }>(`SELECT COUNT(*) AS n FROM ${table} s WHERE ${where}`).get(params)?.n ?? 0
  const ranking = `s.${sort} IS NULL, s.${sort} ${order}`
  const rows = db
    .prepare<[typeof params], Record<string, unknown>>(
      `SELECT s.*, p.name_kanji AS name, RANK() OVER (ORDER BY ${ranking}) AS rank
       FROM ${table} s JOIN players p ON p.id = s.player_id WHERE ${where}
       ORDER BY ${ranking}, s.${batting ? 'pa' : 'outs'} DESC, s.player_id LIMIT @limit OFFSET @offset`,
    )
    .all(params)
    .map((row) => ({ ...row, qualified: row.qualified === 1 }))
  const page = window ? query.page : 1
  const pageSize = window ? query.pageSize : Math.max(1, total)
  return seasonRecordsSchema.parse({ type: query.type, season: query.season, total, page, pageSize, sort, order, rows })
}

/** One page of season lines. */
export function seasonRecordsFrom(db: Db, query: SeasonRecordsQuery): SeasonRecords {
  return select(db, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize })
}

/** Every line of the view, unpaged (the CSV download); page and pageSize of the query are ignored. */
export function allSeasonRecordsFrom(db: Db, query: SeasonRecordsQuery): SeasonRecords {
  return select(db, query, null)
}

/** Kept per server (memo-per-database.ts), by the parsed query: a shared table view is read once. */
export const listSeasonRecords = cache(memoPerDatabase(seasonRecordsFrom))

export const listAllSeasonRecords = cache(memoPerDatabase(allSeasonRecordsFrom))
