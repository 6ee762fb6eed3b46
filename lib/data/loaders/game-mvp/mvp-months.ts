import 'server-only'
import type { Db } from '@/lib/data/db'
import { mvpMonthsSchema } from '@/lib/schemas/game-mvp'
import { REGULAR_KINDS } from './monthly-wpa'

const MONTHS = `SELECT DISTINCT substr(date, 1, 7) AS month FROM games WHERE kind IN ${REGULAR_KINDS} ORDER BY month`

/** The months (YYYY-MM, oldest first) that had regular-season games: the month selector's choices. */
export function mvpMonthsFrom(db: Db): string[] {
  return mvpMonthsSchema.parse(db.prepare<[], { month: string }>(MONTHS).all().map((row) => row.month))
}
