import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { calibrate, homeOutcome, type CalibrationSample } from '@/lib/domain/game-stats/calibration'
import { leagueCalibrationSchema, winCalibrationSchema, type LeagueCalibration, type WinCalibration } from '@/lib/schemas/win-model'

/** Each regular-season PA's stored home WE before it, with its game's final score. */
const SAMPLES = `SELECT v.we_before, g.home_runs, g.away_runs FROM games g CROSS JOIN pa_values v ON v.game_id = g.id
  WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`

/**
 * How well the season's model foretold its own games: the stored WE before every regular-season
 * PA (the PAs the model was counted from) against the game's result for the home club, binned
 * by calibrate(). Null for a season without valued PAs.
 */
export function winCalibrationFrom(db: Db, season: number): WinCalibration | null {
  const rows = db.prepare<[number], [number, number, number]>(SAMPLES).raw().all(season)
  const samples = rows.map(([predicted, home, away]): CalibrationSample => ({ predicted, outcome: homeOutcome(home, away) }))
  const calibration = calibrate(samples)
  if (calibration === null) return null
  const games = db.prepare<[number], { n: number }>("SELECT COUNT(*) AS n FROM games WHERE season = ? AND kind IN ('regular', 'interleague')").get(season)?.n ?? 0
  return winCalibrationSchema.parse({ season, games, ...calibration })
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getWinCalibration = cache(memoPerDatabase(winCalibrationFrom))

const ALL_SAMPLES = `SELECT v.we_before, g.home_runs, g.away_runs FROM games g CROSS JOIN pa_values v ON v.game_id = g.id
  WHERE g.kind IN ('regular', 'interleague')`

/**
 * Every season's PAs at once, each valued by its own season's model. One season's bins carry the
 * noise of a few hundred games (a game's PAs share one result); pooled, what is left is the model's.
 */
export function leagueCalibrationFrom(db: Db): LeagueCalibration | null {
  const samples = db.prepare<[], [number, number, number]>(ALL_SAMPLES).raw().all().map(([predicted, home, away]): CalibrationSample => ({ predicted, outcome: homeOutcome(home, away) }))
  const calibration = calibrate(samples)
  const span = db
    .prepare<[], { first: number | null; last: number | null; seasons: number; games: number }>(
      `SELECT MIN(season) AS first, MAX(season) AS last, COUNT(DISTINCT season) AS seasons, COUNT(*) AS games FROM games g
       WHERE g.kind IN ('regular', 'interleague') AND EXISTS (SELECT 1 FROM pa_values v WHERE v.game_id = g.id)`,
    )
    .get()
  if (calibration === null || !span || span.first === null || span.last === null) return null
  return leagueCalibrationSchema.parse({ from: span.first, to: span.last, seasons: span.seasons, games: span.games, ...calibration })
}

export const getLeagueCalibration = cache(memoPerDatabase(leagueCalibrationFrom))
