import 'server-only'
import { BATTED_BALL_TYPES, PA_RESULTS, type BattedBallType, type PaResult } from '@/lib/domain/events'

/** A grouped count of PAs by result and flight, as the matchup queries return them. */
export type OutcomeRow = { result: string; batted_ball: string | null; n: number }

const isResult = (value: string): value is PaResult => (PA_RESULTS as readonly string[]).includes(value)
const battedBallOf = (value: string | null): BattedBallType | null =>
  (BATTED_BALL_TYPES as readonly string[]).includes(value ?? '') ? (value as BattedBallType) : null

/** The rows as countOutcomes reads them; a result outside the event vocabulary is dropped. */
export function outcomeRows(rows: readonly OutcomeRow[]): { result: PaResult; battedBall: BattedBallType | null; count: number }[] {
  return rows.flatMap((row) => (isResult(row.result) ? [{ result: row.result, battedBall: battedBallOf(row.batted_ball), count: row.n }] : []))
}

/** The regular season (交流戦 included), which every rate of the tool is measured on. */
export const REGULAR_SEASON = "g.kind IN ('regular', 'interleague')"
