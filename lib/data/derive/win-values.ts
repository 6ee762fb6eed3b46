import 'server-only'
import type { Db } from '@/lib/data/db'
import type { PaResult } from '@/lib/domain/events'
import { buildTransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import { NPB_RULES, weForWpa, winExpectancy, type GameState, type WinExpectancy } from '@/lib/domain/sabermetrics/win-expectancy'
import { leagueMeanLeverage, rawLeverage } from '@/lib/domain/sabermetrics/wpa'

export const WIN_VALUES_SQL = `
CREATE TABLE win_expectancy (season INTEGER NOT NULL, inning INTEGER NOT NULL, half TEXT NOT NULL, outs INTEGER NOT NULL,
  bases INTEGER NOT NULL, score_diff INTEGER NOT NULL, win REAL NOT NULL, tie REAL NOT NULL, loss REAL NOT NULL,
  PRIMARY KEY (season, inning, half, outs, bases, score_diff)) WITHOUT ROWID;
CREATE TABLE pa_values (game_id TEXT NOT NULL, seq INTEGER NOT NULL, we_before REAL NOT NULL, we_after REAL NOT NULL,
  wpa REAL NOT NULL, li REAL NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
`

/** The published table covers the scores that matter; the model itself runs to ±15. */
const TABLE_DIFFS = 10

type PaRow = {
  game_id: string; seq: number; inning: number; half: 'top' | 'bottom'; outs_before: number; bases_before: number
  outs_after: number; bases_after: number; runs: number; result: PaResult
  home_score_before: number; away_score_before: number; home_score_after: number; away_score_after: number
  last_seq: number; home_runs: number; away_runs: number
}

const FINAL: Readonly<Record<'win' | 'tie' | 'loss', WinExpectancy>> = {
  win: { win: 1, tie: 0, loss: 0 },
  tie: { win: 0, tie: 1, loss: 0 },
  loss: { win: 0, tie: 0, loss: 1 },
}

/**
 * Win expectancy for the home team from a Markov model of this season's PAs (NPB rules, 12-inning
 * cap), and each PA's WE before and after, WPA (home side; pages flip it for the away batter) and
 * leverage index. The game's last PA ends at its final result.
 */
export function deriveWinValues(db: Db, season: number): void {
  const rows = db
    .prepare<[number], PaRow>(
      `SELECT p.game_id, p.seq, p.inning, p.half, p.outs_before, p.bases_before, p.outs_after, p.bases_after, p.runs, p.result,
         p.home_score_before, p.away_score_before, p.home_score_after, p.away_score_after,
         (SELECT MAX(seq) FROM plate_appearances x WHERE x.game_id = p.game_id) AS last_seq, g.home_runs, g.away_runs
       FROM plate_appearances p JOIN games g ON g.id = p.game_id
       WHERE g.season = ? AND g.kind IN ('regular', 'interleague') ORDER BY p.game_id, p.seq`,
    )
    .all(season)
  const model = buildTransitionModel(
    rows.map((row) => ({ inning: row.inning, half: row.half, outsBefore: row.outs_before, basesBefore: row.bases_before, outsAfter: row.outs_after, basesAfter: row.bases_after, runsOnPlay: row.runs, result: row.result })),
  )
  const insertWe = db.prepare('INSERT INTO win_expectancy VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
  for (let inning = 1; inning <= NPB_RULES.maxInnings; inning++) {
    for (const half of ['top', 'bottom'] as const) {
      for (let outs = 0; outs < 3; outs++) {
        for (let bases = 0; bases < 8; bases++) {
          for (let diff = -TABLE_DIFFS; diff <= TABLE_DIFFS; diff++) {
            const we = winExpectancy(model, { inning, half, outs, bases, scoreDiff: diff })
            insertWe.run(season, inning, half, outs, bases, diff, we.win, we.tie, we.loss)
          }
        }
      }
    }
  }
  const stateBefore = (row: PaRow): GameState => ({ inning: row.inning, half: row.half, outs: row.outs_before, bases: row.bases_before, scoreDiff: row.home_score_before - row.away_score_before })
  const leverage = new Map<string, number>()
  const rawFor = (state: GameState) => {
    const key = `${state.inning}:${state.half}:${state.outs}:${state.bases}:${state.scoreDiff}`
    let value = leverage.get(key)
    if (value === undefined) {
      value = rawLeverage(model, state)
      leverage.set(key, value)
    }
    return value
  }
  const mean = leagueMeanLeverage(model, rows.map(stateBefore)) ?? 1
  const insertPa = db.prepare('INSERT INTO pa_values VALUES (?, ?, ?, ?, ?, ?)')
  for (const row of rows) {
    const before = stateBefore(row)
    const beforeWe = winExpectancy(model, before)
    const afterWe =
      row.seq === row.last_seq
        ? FINAL[row.home_runs > row.away_runs ? 'win' : row.home_runs < row.away_runs ? 'loss' : 'tie']
        : winExpectancy(model, { inning: row.inning, half: row.half, outs: Math.min(3, row.outs_after), bases: row.outs_after >= 3 ? 0 : row.bases_after, scoreDiff: row.home_score_after - row.away_score_after })
    insertPa.run(row.game_id, row.seq, weForWpa(beforeWe), weForWpa(afterWe), weForWpa(afterWe) - weForWpa(beforeWe), rawFor(before) / mean)
  }
}
