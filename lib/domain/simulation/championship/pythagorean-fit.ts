import { pythagoreanWinPct } from '@/lib/domain/stats/pythagorean'

/** One club-season: its runs and its decisions (ties are not part of 勝率). */
export type RunsRecord = { runsScored: number; runsAllowed: number; wins: number; losses: number }

/** Published exponents the page compares the fit with: 1.83 (Davenport, MLB) and 1.72 (an NPB fit). */
export const REFERENCE_EXPONENTS = [1.72, 1.83] as const

const usable = (record: RunsRecord) => record.wins + record.losses > 0 && record.runsScored + record.runsAllowed > 0

/**
 * Root-mean-square error of the pythagorean W% with exponent x against the actual 勝率, over the
 * club-seasons with decisions and runs; also in wins (each error × the club's decisions). null
 * without any usable club-season.
 *
 * @example
 * // 600–500 at x = 2 predicts .5902; a 84-59 club (.5874) misses by .0028, i.e. 0.39 wins.
 * pythagoreanRmse([{ runsScored: 600, runsAllowed: 500, wins: 84, losses: 59 }], 2) // { rmse: 0.0028, rmseWins: 0.39 }
 */
export function pythagoreanRmse(records: readonly RunsRecord[], exponent: number): { rmse: number; rmseWins: number } | null {
  let squared = 0
  let squaredWins = 0
  let count = 0
  for (const record of records) {
    if (!usable(record)) continue
    const predicted = pythagoreanWinPct({ runsScored: record.runsScored, runsAllowed: record.runsAllowed, exponent }) ?? 0.5
    const decisions = record.wins + record.losses
    const error = record.wins / decisions - predicted
    squared += error * error
    squaredWins += (error * decisions) ** 2
    count++
  }
  return count === 0 ? null : { rmse: Math.sqrt(squared / count), rmseWins: Math.sqrt(squaredWins / count) }
}

export type ExponentFit = { exponent: number; rmse: number; rmseWins: number; seasons: number }

/**
 * The pythagorean exponent fitted on our data: least squares of the actual 勝率 on
 * R^x / (R^x + RA^x) over every club-season, by a grid search of x at 0.001 steps over 1.000–3.000
 * (the error is smooth with one minimum there, so the grid's best is the least-squares x to the
 * grid's precision). null without any usable club-season.
 *
 * @example fitPythagoreanExponent(records made exactly with x = 2) // { exponent: 2, rmse: 0, … }
 */
export function fitPythagoreanExponent(records: readonly RunsRecord[]): ExponentFit | null {
  const used = records.filter(usable)
  if (used.length === 0) return null
  let best: ExponentFit | null = null
  for (let step = 1000; step <= 3000; step++) {
    const exponent = step / 1000
    const error = pythagoreanRmse(used, exponent)
    if (error && (best === null || error.rmse < best.rmse)) best = { exponent, ...error, seasons: used.length }
  }
  return best
}
