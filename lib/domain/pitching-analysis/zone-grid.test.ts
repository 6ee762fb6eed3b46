import { EXAMPLE_SEASON } from './example-season'
import { zoneGrid, zoneGrids } from './zone-grid'

test('worked example: zone 13 holds 2 of 7 pitches, one swing and the homer (AVG 1.000, SLG 4.000)', () => {
  const grid = zoneGrid(EXAMPLE_SEASON)
  expect(grid.located).toBe(7)
  expect(grid.cells).toHaveLength(25)
  const middle = grid.cells[12]
  expect(middle).toMatchObject({ zone: 13, inStrikeZone: true, pitches: 2, swingPct: 0.5, whiffPct: 0, ab: 1, avg: 1, slg: 4 })
  expect(middle?.sharePct).toBeCloseTo(2 / 7)
  // An empty cell has no share of nothing to show: 0 pitches, share 0, rates null.
  expect(grid.cells[4]).toMatchObject({ zone: 5, inStrikeZone: false, pitches: 0, sharePct: 0, swingPct: null, avg: null })
})

test('invariant: every grid\'s shares sum to 100 % of its located pitches; pitches without a zone stay out', () => {
  for (const grid of zoneGrids(EXAMPLE_SEASON)) {
    expect(grid.cells.reduce((sum, cell) => sum + (cell.sharePct ?? 0), 0)).toBeCloseTo(1)
    expect(grid.cells.reduce((sum, cell) => sum + cell.pitches, 0)).toBe(grid.located)
  }
  const first = EXAMPLE_SEASON[0]
  if (!first) throw new Error('example season is empty')
  expect(zoneGrid([...EXAMPLE_SEASON, { ...first, zone: null }]).located).toBe(7)
})

test('one grid for all pitches, then one per type thrown in PITCH_TYPES order', () => {
  expect(zoneGrids(EXAMPLE_SEASON).map((grid) => [grid.type, grid.located])).toEqual([['all', 7], ['FF', 4], ['SL', 2], ['CU', 1]])
})
