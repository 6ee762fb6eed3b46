import Database from 'better-sqlite3'
import type { Db } from '@/lib/data/db'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { worstBin } from '@/lib/domain/game-stats/calibration'
import { leagueCalibrationFrom, winCalibrationFrom } from './get-win-calibration'
import { winModelInputsFrom } from './get-win-model-inputs'
import { winProbabilityFrom } from './get-win-probability'

const REGULAR = "g.season = ? AND g.kind IN ('regular', 'interleague')"

// One connection for the file: the season's chain is built once per database (seasonWinModel).
let db: Db
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())
const read = <T>(query: (db: Db) => T): T => query(db)

describe.each([2024, 2025])('the %i model against its own games', (season) => {
  test('every regular-season PA is in one bin, and the Brier score beats always saying the mean', () => {
    const calibration = winCalibrationFrom(db, season)
    const pas = read((db) => db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE ${REGULAR}`).get(season)?.n)
    expect(calibration?.pas).toBe(pas)
    expect(calibration?.bins.reduce((sum, bin) => sum + bin.pas, 0)).toBe(pas)
    expect(calibration?.brier ?? 1).toBeLessThan(calibration?.baseline ?? 0)
    // One season's bins are a few hundred games each, so the 3-point check is made on the whole league (win-calibration.league.test.ts).
    const worst = calibration && worstBin(calibration, 1000)
    console.log(`${season}: Brier ${calibration?.brier.toFixed(4)} (baseline ${calibration?.baseline.toFixed(4)}), ${calibration?.pas} PAs; worst bin ≥1,000 PAs ${worst?.lower.toFixed(2)}–${worst?.upper.toFixed(2)}: ${worst?.pas} PAs, predicted ${worst?.predicted.toFixed(3)}, observed ${worst?.observed.toFixed(3)}`)
  })
})

test('pooled, every season’s PAs are counted once', () => {
  const league = leagueCalibrationFrom(db)
  const seasons = [2024, 2025].map((season) => winCalibrationFrom(db, season))
  expect(league?.pas).toBe(seasons.reduce((sum, calibration) => sum + (calibration?.pas ?? 0), 0))
  expect(league).toMatchObject({ from: 2024, to: 2025, seasons: 2 })
})

describe('the calculator', () => {
  const stored = (inning: number, half: string, outs: number, bases: number, diff: number) =>
    read((db) =>
      db.prepare<[number, string, number, number, number], { win: number; tie: number; loss: number }>(
        'SELECT win, tie, loss FROM win_expectancy WHERE season = 2025 AND inning = ? AND half = ? AND outs = ? AND bases = ? AND score_diff = ?',
      ).get(inning, half, outs, bases, diff),
    )

  test('within ±10 it answers the stored table; beyond, the same model run on the spot', () => {
    read((db) => {
      const table = winProbabilityFrom(db, 2025, { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 })
      expect(table).toMatchObject({ season: 2025, source: 'table', ...stored(9, 'bottom', 2, 3, -1) })
      expect(table?.we).toBeCloseTo((table?.win ?? 0) + (table?.tie ?? 0) / 2, 12)
      // The model itself gives the stored value at ±10, and carries on past it, monotone.
      const ten = winProbabilityFrom(db, 2025, { inning: 3, half: 'top', outs: 0, bases: 0, diff: -10 })
      const eleven = winProbabilityFrom(db, 2025, { inning: 3, half: 'top', outs: 0, bases: 0, diff: -11 })
      expect(eleven?.source).toBe('model')
      expect(eleven?.win ?? 1).toBeLessThanOrEqual(ten?.win ?? 0)
      expect((eleven?.win ?? 0) + (eleven?.tie ?? 0) + (eleven?.loss ?? 0)).toBeCloseTo(1, 9)
    })
  })

  test('LI is the one pa_values stores for a PA from the same state: the season mean is the derivation’s', () => {
    const pa = read((db) =>
      db.prepare<[], { inning: number; half: 'top' | 'bottom'; outs: number; bases: number; diff: number; li: number }>(
        `SELECT p.inning, p.half, p.outs_before AS outs, p.bases_before AS bases, p.home_score_before - p.away_score_before AS diff, v.li
         FROM pa_values v JOIN plate_appearances p ON p.game_id = v.game_id AND p.seq = v.seq JOIN games g ON g.id = v.game_id
         WHERE g.season = 2025 AND g.kind = 'regular' AND p.inning = 8 ORDER BY v.li DESC, v.game_id, v.seq LIMIT 1`,
      ).get(),
    )
    const answer = pa && read((db) => winProbabilityFrom(db, 2025, { inning: pa.inning, half: pa.half, outs: pa.outs, bases: pa.bases, diff: pa.diff }))
    expect(answer?.li).toBeCloseTo(pa?.li ?? 0, 9)
    expect(answer?.li ?? 0).toBeGreaterThan(1)
  })

  test('a game already won by a walk-off is certain and no PA can move it', () => {
    expect(read((db) => winProbabilityFrom(db, 2025, { inning: 10, half: 'bottom', outs: 1, bases: 0, diff: 2 }))).toMatchObject({ win: 1, tie: 0, loss: 0, we: 1, li: 0 })
  })
})

test('the inputs: 24 states whose samples add up to the season’s PAs, the shares those of the model', () => {
  const inputs = read((db) => winModelInputsFrom(db, 2025))
  const pas = read((db) => db.prepare(`SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE ${REGULAR}`).get(2025) as { n: number })
  expect(inputs?.states).toHaveLength(24)
  expect(inputs?.states.reduce((sum, state) => sum + state.sample, 0)).toBe(pas.n)
  expect(inputs?.pas).toBe(pas.n)
  // Bases empty, nobody out: most PAs end in an out, and the likeliest next state is one out, nobody on.
  expect(inputs?.states[0]?.outRate ?? 0).toBeGreaterThan(0.5)
  expect(inputs?.states[0]?.top[0]).toMatchObject({ outs: 1, bases: 0, runs: 0 })
})

test('a season the database does not hold has no calibration, inputs or answers', () => {
  read((db) => {
    expect(winCalibrationFrom(db, 2016)).toBeNull()
    expect(winModelInputsFrom(db, 2016)).toBeNull()
    expect(winProbabilityFrom(db, 2016, { inning: 1, half: 'top', outs: 0, bases: 0, diff: 0 })).toBeNull()
  })
})
