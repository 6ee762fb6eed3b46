import Database from 'better-sqlite3'
import { COUNT_TRANSITIONS_SQL } from '@/lib/data/derive/count-transitions'
import { LEAGUE_CONSTANTS_SQL } from '@/lib/data/derive/league-constants'
import type { CountSituation } from '@/lib/schemas/run-expectancy'
import { countExpectancyFrom } from './get-count-expectancy'
import { runExpectancyMatrixFrom } from './get-run-expectancy-matrix'
import { runExpectancyTrendFrom } from './list-run-expectancy-trend'
import { openSimWithCountTransitions } from './sim-with-count-transitions'

let sim: ReturnType<typeof openSimWithCountTransitions>
let db: Database.Database
beforeAll(() => {
  sim = openSimWithCountTransitions()
  db = sim.db
})
afterAll(() => sim.close())

/**
 * RE and P(≥1 run) straight from the event store for the PAs of one state: complete half-innings
 * (last PA makes the third out) of innings 1–8, runs from this PA to the end of the half.
 */
function oracle(season: number, outs: number, bases: number): { runs: number; p: number; n: number } | undefined {
  return db
    .prepare<[number, number, number], { runs: number; p: number; n: number }>(
      `WITH pas AS (
         SELECT p.outs_before, p.bases_before, p.inning,
           SUM(p.runs) OVER (PARTITION BY p.game_id, p.inning, p.half ORDER BY p.seq ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS to_end,
           LAST_VALUE(p.outs_after) OVER (PARTITION BY p.game_id, p.inning, p.half ORDER BY p.seq ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS last_outs
         FROM games g JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = ? AND g.kind IN ('regular', 'interleague'))
       SELECT AVG(to_end) AS runs, AVG(to_end > 0) AS p, COUNT(*) AS n FROM pas WHERE inning <= 8 AND last_outs = 3 AND outs_before = ? AND bases_before = ?`,
    )
    .get(season, outs, bases)
}

test.each([
  [0, 0], [0, 7], [1, 4], [2, 0],
])('2025 NPB RE and P(≥1 run) of (%i out, bases %i) equal the event store counted directly', (outs, bases) => {
  const cell = runExpectancyMatrixFrom(db, 2025, 'npb')?.cells[outs * 8 + bases]
  const expected = oracle(2025, outs, bases)
  expect(cell?.sample).toBe(expected?.n)
  expect(cell?.runs).toBeCloseTo(expected?.runs ?? NaN, 9)
  expect(cell?.scoring_probability).toBeCloseTo(expected?.p ?? NaN, 9)
})

test('every cell scores at least once as often as it scores at all: RE ≥ P(≥1 run), and P falls with outs', () => {
  for (const league of ['npb', 'central', 'pacific'] as const) {
    const cells = runExpectancyMatrixFrom(db, 2025, league)?.cells ?? []
    expect(cells).toHaveLength(24)
    expect(cells.filter((cell) => (cell.runs ?? 0) < (cell.scoring_probability ?? 0))).toEqual([])
    expect([0, 1, 2].map((outs) => cells[outs * 8]?.scoring_probability ?? 0).every((p, outs, all) => outs === 0 || p < (all[outs - 1] ?? 0))).toBe(true)
  }
  expect(runExpectancyMatrixFrom(db, 1999, 'npb')).toBeNull()
})

test("the trend holds each season's matrix, oldest first", () => {
  const trend = runExpectancyTrendFrom(db, 'central')
  expect(trend.seasons.map((row) => row.season)).toEqual([2024, 2025])
  expect(trend.seasons[1]?.runs).toEqual(runExpectancyMatrixFrom(db, 2025, 'central')?.cells.map((cell) => cell.runs))
})

const SEVENTH_TIED: CountSituation = { inning: 7, half: 'top', lead: 0 }

test.each<[0 | 1 | 2, number]>([
  [0, 0], [1, 1], [2, 3], [0, 7],
])('the 0-0 row of (%i out, bases %i) is the state itself: every PA from it, RE and WE up to sampling', (outs, bases) => {
  const view = countExpectancyFrom(db, 2025, 'npb', { outs, bases }, SEVENTH_TIED)
  if (!view?.available) throw new Error('the simulated 2025 season has pitches')
  const [first] = view.counts
  const tracked = db
    .prepare<[number, number], { n: number }>(
      `SELECT COUNT(*) AS n FROM games g JOIN plate_appearances p ON p.game_id = g.id
       WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') AND p.outs_before = ? AND p.bases_before = ?
         AND EXISTS (SELECT 1 FROM pitches pi WHERE pi.game_id = p.game_id AND pi.pa_seq = p.seq)`,
    )
    .get(outs, bases)?.n
  expect(first?.count).toBe('0-0')
  expect(first?.pas).toBe(tracked)
  // RE: all PAs against the matrix's innings 1–8 sample, so within sampling error (runs to the end of an
  // inning have an SD near 1; 4 standard errors of the matrix's sample). WE: the very PAs the table's Markov chain was counted from.
  const sample = runExpectancyMatrixFrom(db, 2025, 'npb')?.cells[outs * 8 + bases]?.sample ?? 1
  expect(Math.abs((first?.runs ?? NaN) - (view.state_runs ?? NaN))).toBeLessThan(4 / Math.sqrt(sample))
  expect(Math.abs((first?.we ?? NaN) - (view.state_we ?? NaN))).toBeLessThan(0.005)
})

test('counts move RE and WE the way baseball does: 3-0 above 0-0 above 0-2, for the batting club', () => {
  const view = countExpectancyFrom(db, 2025, 'npb', { outs: 0, bases: 0 }, { inning: 9, half: 'bottom', lead: -1 })
  if (!view?.available) throw new Error('the simulated 2025 season has pitches')
  const at = (count: string) => view.counts.find((row) => row.count === count)
  expect(view.counts.map((row) => row.count)).toEqual(['0-0', '0-1', '0-2', '1-0', '1-1', '1-2', '2-0', '2-1', '2-2', '3-0', '3-1', '3-2'])
  expect(at('3-0')?.runs ?? 0).toBeGreaterThan(at('0-0')?.runs ?? Infinity)
  expect(at('0-0')?.runs ?? 0).toBeGreaterThan(at('0-2')?.runs ?? Infinity)
  expect(at('3-0')?.we ?? 0).toBeGreaterThan(at('0-2')?.we ?? Infinity)
  // Down a run in the bottom of the 9th the home club is the underdog; the grid's 0-0 column is the rows' RE.
  expect(view.state_we ?? 1).toBeLessThan(0.5)
  expect(view.grid[0]?.runs).toEqual(view.counts.map((row) => row.runs))
})

test('a scope without pitch rows, and a database built before the count table, say which', () => {
  const bare = new Database(':memory:')
  bare.exec(LEAGUE_CONSTANTS_SQL)
  const insert = bare.prepare('INSERT INTO run_expectancy (season, league, outs, bases, runs, sample, p_score) VALUES (2024, ?, ?, ?, 0.5, 10, 0.3)')
  for (let state = 0; state < 24; state++) insert.run('npb', Math.floor(state / 8), state % 8)
  const ask = () => countExpectancyFrom(bare, 2024, 'npb', { outs: 0, bases: 0 }, SEVENTH_TIED)
  expect(ask()).toEqual({ available: false, season: 2024, league: 'npb', reason: 'not-built' })
  bare.exec(COUNT_TRANSITIONS_SQL)
  expect(ask()).toEqual({ available: false, season: 2024, league: 'npb', reason: 'no-pitch-data' })
  expect(countExpectancyFrom(bare, 2023, 'npb', { outs: 0, bases: 0 }, SEVENTH_TIED)).toBeNull()
  bare.close()
})
