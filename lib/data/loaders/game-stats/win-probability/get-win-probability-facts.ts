import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { winProbabilityFactsSchema, type WinProbabilityFacts } from '@/lib/schemas/win-probability'
import { hasSeasonPlateAppearances } from './get-win-probability-map'

const TIE_AT = "SELECT tie FROM win_expectancy WHERE season = ? AND inning = ? AND half = 'top' AND outs = 0 AND bases = 0 AND score_diff = 0"

/**
 * The season's ties, counted and modelled. A game was level after nine when it went past the 9th,
 * or ended level at nine (a season whose rules stopped there) — the same games a line-score sum
 * over nine innings finds, without reading the lines. Null when the season has no model.
 */
export function winProbabilityFactsFrom(db: Db, season: number): WinProbabilityFacts | null {
  const tieAt = db.prepare<[number, number], { tie: number }>(TIE_AT)
  const firstPitch = tieAt.get(season, 1)
  const extraStart = tieAt.get(season, 10)
  if (!firstPitch || !extraStart || !hasSeasonPlateAppearances(db, season)) return null
  const games = db
    .prepare<[number], { games: number; tied_after_nine: number | null; ended_tied: number | null }>(
      `SELECT COUNT(*) AS games, SUM(innings > 9 OR (innings = 9 AND home_runs = away_runs)) AS tied_after_nine, SUM(home_runs = away_runs) AS ended_tied
       FROM games WHERE season = ? AND kind IN ('regular', 'interleague')`,
    )
    .get(season)
  return winProbabilityFactsSchema.parse({
    season,
    games: games?.games ?? 0,
    tied_after_nine: games?.tied_after_nine ?? 0,
    ended_tied: games?.ended_tied ?? 0,
    tie_at_first_pitch: firstPitch.tie,
    tie_at_extra_start: extraStart.tie,
  })
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getWinProbabilityFacts = cache(memoPerDatabase(winProbabilityFactsFrom))
