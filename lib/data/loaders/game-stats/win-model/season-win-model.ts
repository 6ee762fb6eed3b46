import 'server-only'
import type { Db } from '@/lib/data/db'
import type { PaResult, PaTransition } from '@/lib/domain/events'
import { buildTransitionModel, type TransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import type { GameState } from '@/lib/domain/sabermetrics/win-expectancy'
import { leagueMeanLeverage } from '@/lib/domain/sabermetrics/wpa'

/**
 * A season's win-expectancy chain as lib/data/derive/win-values.ts built it (the same regular-season
 * PAs, the same builder, so its answers equal the stored table's), and the mean raw leverage over
 * those PAs, the denominator of LI, which the read model does not store.
 */
export type SeasonWinModel = { season: number; pas: number; model: TransitionModel; meanLeverage: number | null }

type Row = [inning: number, half: 'top' | 'bottom', outsBefore: number, basesBefore: number, outsAfter: number, basesAfter: number, runs: number, result: PaResult, diff: number]

/** Only the columns the chain and the leverage mean need (derive's loadSeasonPas reads far more, in order, and takes seconds). */
const SEASON_PAS = `SELECT p.inning, p.half, p.outs_before, p.bases_before, p.outs_after, p.bases_after, p.runs, p.result, p.home_score_before - p.away_score_before
  FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`

function build(db: Db, season: number): SeasonWinModel | null {
  const rows = db.prepare<[number], Row>(SEASON_PAS).raw().all(season)
  if (rows.length === 0) return null
  const transitions = rows.map(([inning, half, outsBefore, basesBefore, outsAfter, basesAfter, runsOnPlay, result]): PaTransition => ({ inning, half, outsBefore, basesBefore, outsAfter, basesAfter, runsOnPlay, result }))
  const model = buildTransitionModel(transitions)
  const states = rows.map(([inning, half, outs, bases, , , , , scoreDiff]): GameState => ({ inning, half, outs, bases, scoreDiff }))
  return { season, pas: rows.length, model, meanLeverage: leagueMeanLeverage(model, states) }
}

const models = new WeakMap<Db, Map<number, SeasonWinModel | null>>()

/**
 * Built once per season per database (about a second: every PA of the season is read and the
 * leverage of each distinct state computed), then shared by the calculator, its API and the
 * inputs table. Null for a season without PAs.
 */
export function seasonWinModel(db: Db, season: number): SeasonWinModel | null {
  const known = models.get(db) ?? new Map<number, SeasonWinModel | null>()
  models.set(db, known)
  if (!known.has(season)) known.set(season, build(db, season))
  return known.get(season) ?? null
}
