import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import { buildTransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import { NPB_RULES, weForWpa, winExpectancy, type GameState, type WinExpectancy } from '@/lib/domain/sabermetrics/win-expectancy'
import { rawLeverage } from '@/lib/domain/sabermetrics/wpa'
import { toTransition, type SeasonPaRow } from './half-innings'

export const WIN_VALUES_SQL = `
CREATE TABLE win_expectancy (season INTEGER NOT NULL, inning INTEGER NOT NULL, half TEXT NOT NULL, outs INTEGER NOT NULL,
  bases INTEGER NOT NULL, score_diff INTEGER NOT NULL, win REAL NOT NULL, tie REAL NOT NULL, loss REAL NOT NULL,
  PRIMARY KEY (season, inning, half, outs, bases, score_diff)) WITHOUT ROWID;
CREATE TABLE pa_values (game_id TEXT NOT NULL, seq INTEGER NOT NULL, we_before REAL NOT NULL, we_after REAL NOT NULL,
  wpa REAL NOT NULL, li REAL NOT NULL, PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
`

/** The published table covers the scores that matter; the model itself runs to ±15. */
const TABLE_DIFFS = 10

const FINAL: Readonly<Record<'win' | 'tie' | 'loss', WinExpectancy>> = {
  win: { win: 1, tie: 0, loss: 0 },
  tie: { win: 0, tie: 1, loss: 0 },
  loss: { win: 0, tie: 0, loss: 1 },
}

/**
 * Win expectancy for the home team from a Markov model of this season's PAs (NPB rules, 12-inning
 * cap), and each PA's WE before and after, WPA (home side; pages flip it for the away batter) and
 * leverage index. The game's last PA ends at its final result. Postseason PAs are valued by the
 * same model (the stages keep the 12-inning cap) without adding to it or to the leverage mean.
 */
export function deriveWinValues(db: Db, season: number, rows: readonly SeasonPaRow[], postseason: readonly SeasonPaRow[] = []): void {
  const model = buildTransitionModel(rows.map(toTransition))
  const insertWe = batchInserter(db, 'win_expectancy', ['season', 'inning', 'half', 'outs', 'bases', 'score_diff', 'win', 'tie', 'loss'])
  for (let inning = 1; inning <= NPB_RULES.maxInnings; inning++) {
    for (const half of ['top', 'bottom'] as const) {
      for (let outs = 0; outs < 3; outs++) {
        for (let bases = 0; bases < 8; bases++) {
          for (let diff = -TABLE_DIFFS; diff <= TABLE_DIFFS; diff++) {
            const we = winExpectancy(model, { inning, half, outs, bases, scoreDiff: diff })
            insertWe.add([season, inning, half, outs, bases, diff, we.win, we.tie, we.loss])
          }
        }
      }
    }
  }
  const stateBefore = (row: SeasonPaRow): GameState => ({ inning: row.inning, half: row.half, outs: row.outs_before, bases: row.bases_before, scoreDiff: row.home_score_before - row.away_score_before })
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
  // League mean over the PAs actually played (as leagueMeanLeverage does), reusing the memo.
  const raws = rows.map((row) => rawFor(stateBefore(row)))
  const mean = raws.length === 0 ? 1 : raws.reduce((sum, value) => sum + value, 0) / raws.length || 1
  insertWe.flush()
  const insertPa = batchInserter(db, 'pa_values', ['game_id', 'seq', 'we_before', 'we_after', 'wpa', 'li'])
  for (const [index, row] of [...rows, ...postseason].entries()) {
    const before = stateBefore(row)
    const beforeWe = winExpectancy(model, before)
    const afterWe =
      row.seq === row.last_seq
        ? FINAL[row.home_runs > row.away_runs ? 'win' : row.home_runs < row.away_runs ? 'loss' : 'tie']
        : winExpectancy(model, { inning: row.inning, half: row.half, outs: Math.min(3, row.outs_after), bases: row.outs_after >= 3 ? 0 : row.bases_after, scoreDiff: row.home_score_after - row.away_score_after })
    insertPa.add([row.game_id, row.seq, weForWpa(beforeWe), weForWpa(afterWe), weForWpa(afterWe) - weForWpa(beforeWe), (raws[index] ?? rawFor(before)) / mean])
  }
  insertPa.flush()
}
