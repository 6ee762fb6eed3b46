import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { adjacentPairs } from '@/test/adjacent-pairs'
import { parkFactorFiguresFrom } from './get-park-factor-figures'
import { runValueFiguresFrom } from './get-run-value-figures'
import { WIN_VALUE_SITUATIONS, winValueFiguresFrom } from './get-win-value-figures'

test('run values: the latest season’s 24 NPB cells as stored, and the RE24 example = RE(0, 2B) − RE(0, 1B) + 1', () => {
  const figures = read(runValueFiguresFrom)
  expect(figures?.season).toBe(2025)
  const stored = read((db) => db.prepare<[], { runs: number }>("SELECT runs FROM run_expectancy WHERE season = 2025 AND league = 'npb' AND outs = 0 AND bases = 0").get())
  expect(figures?.matrix[0]).toMatchObject({ outs: 0, bases: 0, runs: stored?.runs })
  const { before, after, re24 } = figures?.example ?? { before: null, after: null, re24: null }
  expect(before).toBe(figures?.matrix[1]?.runs)
  expect(after).toBe(figures?.matrix[2]?.runs)
  expect(re24).toBeCloseTo((after ?? Number.NaN) - (before ?? Number.NaN) + 1, 12)
})

test('run values: weights best first, HR worth the most and outs about zero above outs; wOBA for NPB and both leagues', () => {
  const figures = read(runValueFiguresFrom)
  const weights = figures?.weights ?? []
  expect(weights[0]?.event).toBe('HR')
  for (const [a, b] of adjacentPairs(weights.filter((row) => row.above_outs !== null))) expect(a.above_outs ?? 0).toBeGreaterThanOrEqual(b.above_outs ?? 0)
  const out = weights.find((row) => row.event === 'out')
  expect(Math.abs(out?.above_outs ?? 1)).toBeLessThan(0.05)
  expect(figures?.woba.map((row) => row.scope)).toEqual(['npb', 'central', 'pacific'])
  for (const row of figures?.woba ?? []) expect(row.w_hr).toBeGreaterThan(row.w_1b)
})

test('win values: every situation read, P(win) + P(tie) + P(loss) = 1, WE = P(win) + ½·P(tie)', () => {
  const figures = read(winValueFiguresFrom)
  expect(figures?.season).toBe(2025)
  expect(figures?.situations).toHaveLength(WIN_VALUE_SITUATIONS.length)
  for (const row of figures?.situations ?? []) {
    expect(row.win + row.tie + row.loss).toBeCloseTo(1, 9)
    expect(row.we).toBeCloseTo(row.win + row.tie / 2, 12)
  }
  // A tie stands after the 12th: two out, nobody on and level in its bottom half, a tie is the likeliest end.
  const last = figures?.situations.find((row) => row.inning === 12 && row.half === 'bottom')
  expect(last?.tie).toBeGreaterThan(0.5)
})

test('win values: the model’s PAs, leverage and the biggest play agree with the stored PA values', () => {
  const figures = read(winValueFiguresFrom)
  const counted = read((db) =>
    db.prepare<[], { n: number; max_li: number }>(
      `SELECT COUNT(*) AS n, MAX(v.li) AS max_li FROM plate_appearances p JOIN games g ON g.id = p.game_id
       LEFT JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague')`,
    ).get(),
  )
  expect(figures?.pas).toBe(counted?.n)
  expect(figures?.li?.max).toBe(counted?.max_li)
  expect(figures?.li?.share_high).toBeGreaterThan(0)
  const top = figures?.top_play
  expect(top?.wpa).toBeGreaterThan(0)
  expect(top?.we_after ?? 0).toBeCloseTo((top?.we_before ?? 0) + (top?.wpa ?? 0), 9)
})

test('park factors: all 12 clubs, most hitter-friendly first, applied = (multi-year + 1) / 2', () => {
  const figures = read(parkFactorFiguresFrom)
  expect(figures?.season).toBe(2025)
  const rows = figures?.rows ?? []
  expect(rows).toHaveLength(12)
  for (const [a, b] of adjacentPairs(rows)) expect(a.applied).toBeGreaterThanOrEqual(b.applied)
  for (const row of rows) {
    expect(row.applied).toBeCloseTo(((row.multi_year ?? 1) + 1) / 2, 12)
    expect(row.home_games).toBeGreaterThan(0)
  }
})
