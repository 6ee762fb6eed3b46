import 'server-only'
import type { Db } from '@/lib/data/db'
import { fipConstant } from '@/lib/domain/sabermetrics/fip'
import { linearWeights } from '@/lib/domain/sabermetrics/linear-weights'
import { runExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { wobaWeights, type WobaWeights } from '@/lib/domain/sabermetrics/woba'
import { rate } from '@/lib/domain/stats/rate'
import { groupHalfInnings, type SeasonPaRow } from './half-innings'

export const LEAGUE_CONSTANTS_SQL = `
CREATE TABLE run_expectancy (season INTEGER NOT NULL, league TEXT NOT NULL, outs INTEGER NOT NULL, bases INTEGER NOT NULL,
  runs REAL, sample INTEGER NOT NULL, p_score REAL, PRIMARY KEY (season, league, outs, bases));
CREATE TABLE linear_weights (season INTEGER NOT NULL, league TEXT NOT NULL, event TEXT NOT NULL, run_value REAL, above_outs REAL,
  count INTEGER NOT NULL, PRIMARY KEY (season, league, event));
CREATE TABLE league_constants (season INTEGER NOT NULL, league TEXT NOT NULL, key TEXT NOT NULL, value REAL NOT NULL,
  PRIMARY KEY (season, league, key));
`

type Totals = { pa: number; ab: number; h: number; doubles: number; triples: number; hr: number; bb: number; ibb: number; hbp: number; sf: number; r: number }
type PitchTotals = { er: number; hr: number; bb: number; hbp: number; so: number; outs: number }

/** 'central', 'pacific' and 'npb' (both): every constant is derived for each scope. */
const SCOPES = ['central', 'pacific', 'npb'] as const
export type Scope = (typeof SCOPES)[number]
const scopeFilter = (scope: Scope) => (scope === 'npb' ? '' : `AND league = '${scope}'`)

/**
 * Run expectancy, linear weights, wOBA weights and scale, and the FIP constant for each season
 * and league, from our own events. wOBA is scaled to the league OBP without intentional walks,
 * the FanGraphs convention that matches wOBA's own denominator (which leaves IBB out).
 */
export function deriveLeagueConstants(db: Db, season: number, pas: readonly SeasonPaRow[]): Map<Scope, WobaWeights & { leagueWoba: number; runsPerPa: number; fipConstant: number | null }> {
  const halves = groupHalfInnings(pas)
  const insertRe = db.prepare('INSERT INTO run_expectancy (season, league, outs, bases, runs, sample, p_score) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const insertLw = db.prepare('INSERT INTO linear_weights VALUES (?, ?, ?, ?, ?, ?)')
  const insertConstant = db.prepare('INSERT INTO league_constants VALUES (?, ?, ?, ?)')
  const result = new Map<Scope, WobaWeights & { leagueWoba: number; runsPerPa: number; fipConstant: number | null }>()
  for (const scope of SCOPES) {
    const sample = halves.filter((half) => scope === 'npb' || half.league === scope).map((half) => half.pas)
    const matrix = runExpectancyMatrix(sample)
    for (const cell of matrix) insertRe.run(season, scope, cell.outs, cell.bases, cell.runsToEnd, cell.sample, cell.scoringProbability)
    const weights = linearWeights(sample, matrix)
    for (const row of weights) insertLw.run(season, scope, row.event, row.runValue, row.aboveOuts, row.count)
    const totals = db
      .prepare<[number], Totals>(
        `SELECT SUM(pa) pa, SUM(ab) ab, SUM(h) h, SUM(doubles) doubles, SUM(triples) triples, SUM(hr) hr, SUM(bb) bb, SUM(ibb) ibb,
         SUM(hbp) hbp, SUM(sf) sf, SUM(r) r FROM player_season_batting WHERE season = ? ${scopeFilter(scope)}`,
      )
      .get(season)
    const pitching = db
      .prepare<[number], PitchTotals>(
        `SELECT SUM(er) er, SUM(hr) hr, SUM(bb) bb, SUM(hbp) hbp, SUM(so) so, SUM(outs) outs FROM player_season_pitching WHERE season = ? ${scopeFilter(scope)}`,
      )
      .get(season)
    if (!totals || !pitching) continue
    const obpNoIbb = rate(totals.h + totals.bb - totals.ibb + totals.hbp, totals.ab + totals.bb - totals.ibb + totals.hbp + totals.sf)
    const woba = obpNoIbb === null ? null : wobaWeights({ linearWeights: weights, leagueObp: obpNoIbb, leagueTotals: totals })
    const runsPerPa = rate(totals.r, totals.pa)
    const fipC = fipConstant(pitching)
    if (!woba || obpNoIbb === null || runsPerPa === null) continue
    const constants: Record<string, number | null> = {
      woba_scale: woba.scale, w_bb: woba.wBB, w_hbp: woba.wHBP, w_1b: woba.w1B, w_2b: woba.w2B, w_3b: woba.w3B, w_hr: woba.wHR,
      league_woba: obpNoIbb, runs_per_pa: runsPerPa, fip_constant: fipC, league_era: rate(pitching.er * 27, pitching.outs),
    }
    for (const [key, value] of Object.entries(constants)) if (value !== null) insertConstant.run(season, scope, key, value)
    result.set(scope, { ...woba, leagueWoba: obpNoIbb, runsPerPa, fipConstant: fipC })
  }
  return result
}
