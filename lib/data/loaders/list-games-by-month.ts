import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { monthScheduleSchema, type MonthSchedule } from '@/lib/schemas/games'

/** Every game of a month (regular season and postseason), in date order. */
export function gamesByMonthFrom(db: Db, month: string): MonthSchedule {
  const games = db
    .prepare<[string], Record<string, unknown>>(
      `SELECT g.id, g.date, g.kind, g.home, g.away, g.home_runs, g.away_runs, g.innings, g.status, v.name AS venue,
         g.win_pitcher, g.loss_pitcher, g.save_pitcher
       FROM games g LEFT JOIN venues v ON v.id = g.venue_id WHERE substr(g.date, 1, 7) = ? ORDER BY g.date, g.id`,
    )
    .all(month)
  return monthScheduleSchema.parse({ month, games })
}

export const listGamesByMonth = cache((month: string): MonthSchedule | null => {
  const db = getDatabase()
  return db ? gamesByMonthFrom(db, month) : null
})
