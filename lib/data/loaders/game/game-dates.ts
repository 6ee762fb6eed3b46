import 'server-only'
import type { Db } from '@/lib/data/db'

/** The dates with games around a day: the last before it, the first after it, and the data's first and last. */
export type GameDates = { previous: string | null; next: string | null; first: string | null; last: string | null; ids: string[] }

const AROUND = `SELECT
  (SELECT MAX(date) FROM games WHERE date < @date) AS previous,
  (SELECT MIN(date) FROM games WHERE date > @date) AS next,
  (SELECT MIN(date) FROM games) AS first,
  (SELECT MAX(date) FROM games) AS last`
const OF_DAY = `SELECT id FROM games WHERE date = @date ORDER BY id`

/** A day's games (by id, visitors' order comes from the page) and the dates with games around it; the games_season_date index reads each. */
export function gameDatesFrom(db: Db, date: string): GameDates {
  const around = db.prepare<{ date: string }, Omit<GameDates, 'ids'>>(AROUND).get({ date })
  const ids = db.prepare<{ date: string }, { id: string }>(OF_DAY).all({ date }).map((row) => row.id)
  return { previous: around?.previous ?? null, next: around?.next ?? null, first: around?.first ?? null, last: around?.last ?? null, ids }
}
