import { correlationMatrix, seasonCentered, strongestPosition, type ClubSeasonPoint } from './position-correlation'
import { pearson } from './position-pearson'

const outcomes = (runs: number, wpct: number | null = null) => ({ runs_scored: runs, runs_allowed: null, run_diff: null, winning_percentage: wpct })

// Four clubs: catchers' wRAA rises with runs exactly; shortstops' falls; the DH is known for three clubs only.
const SEASON: ClubSeasonPoint[] = [
  { season: 2025, team: 'g', production: { C: 1, SS: 4, DH: 2 }, outcomes: outcomes(500, 0.55) },
  { season: 2025, team: 't', production: { C: 2, SS: 3, DH: null }, outcomes: outcomes(520, 0.5) },
  { season: 2025, team: 'c', production: { C: 3, SS: 2, DH: 5 }, outcomes: outcomes(540, 0.45) },
  { season: 2025, team: 's', production: { C: 4, SS: 1, DH: 1 }, outcomes: outcomes(560, null) },
]

test('season means come off each pair: hand-worked centring of two seasons', () => {
  const centered = seasonCentered([
    { season: 1, x: 1, y: 10 },
    { season: 1, x: 3, y: 20 },
    { season: 2, x: 5, y: 0 },
  ])
  expect(centered).toEqual([{ x: -1, y: -5 }, { x: 1, y: 5 }, { x: 0, y: 0 }])
})

test('one season: r per position and result over the clubs with both values, n the pairs used', () => {
  const [catcher, shortstop, dh] = correlationMatrix(SEASON, ['C', 'SS', 'DH'], ['runs_scored', 'winning_percentage'])
  expect(catcher?.cells[0]).toEqual({ metric: 'runs_scored', r: expect.closeTo(1, 12), n: 4 })
  expect(shortstop?.cells[0]?.r).toBeCloseTo(-1, 12)
  // Catchers against winning percentage: three clubs (one has none), C 1, 2, 3 against .55, .50, .45.
  expect(catcher?.cells[1]).toEqual({ metric: 'winning_percentage', r: expect.closeTo(-1, 12), n: 3 })
  // DH 2, 5, 1 against runs 500, 540, 560: the plain Pearson r of the three pairs.
  expect(dh?.cells[0]).toEqual({ metric: 'runs_scored', r: expect.closeTo(pearson([2, 5, 1], [500, 540, 560]) ?? NaN, 12), n: 3 })
})

test('pooled seasons correlate clubs within their season: a league-wide jump in runs does not make r', () => {
  // In 2024 every club scored 100 more runs and the catchers were worth 10 runs more: within each season r is +1.
  const earlier = SEASON.map((point) => ({ ...point, season: 2024, production: { C: (point.production.C ?? 0) + 10 }, outcomes: outcomes((point.outcomes.runs_scored ?? 0) + 100) }))
  const [pooled] = correlationMatrix([...SEASON, ...earlier], ['C'], ['runs_scored'])
  expect(pooled?.cells[0]).toEqual({ metric: 'runs_scored', r: expect.closeTo(1, 12), n: 8 })
})

test('the strongest position is the largest |r|, negative or positive; the first when no r exists', () => {
  const rows = correlationMatrix(SEASON, ['DH', 'SS'], ['runs_scored'])
  expect(strongestPosition(rows, 'runs_scored')).toBe('SS')
  expect(strongestPosition(correlationMatrix(SEASON.slice(0, 2), ['C', 'SS'], ['runs_scored']), 'runs_scored')).toBe('C')
  expect(strongestPosition([], 'runs_scored')).toBeNull()
  // Only the candidates compete: the catchers (r = +1) lose to nobody once they are left out.
  expect(strongestPosition(correlationMatrix(SEASON, ['C', 'SS', 'DH'], ['runs_scored']), 'runs_scored', ['DH'])).toBe('DH')
})
