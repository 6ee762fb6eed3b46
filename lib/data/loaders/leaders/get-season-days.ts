import 'server-only'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'

export type SeasonDays = { first: string; last: string }

/** The first and last day of a season's regular-season games; null for a season without any. */
export function seasonDaysFrom(db: Db, season: number): SeasonDays | null {
  const row = db
    .prepare<[number], { first: string | null; last: string | null }>(
      "SELECT MIN(date) AS first, MAX(date) AS last FROM games WHERE season = ? AND kind IN ('regular', 'interleague')",
    )
    .get(season)
  return row?.first && row.last ? { first: row.first, last: row.last } : null
}

/** What the split filter's months and 直近14日 / 30日 count from; kept per server (memo-per-database.ts). */
export const getSeasonDays = memoPerDatabase(seasonDaysFrom)

