import { agingCurve, type AgingLine } from './aging-curve'

const line = (playerId: string, season: number, age: number | null, sample: number, m: number): AgingLine<'m'> => ({ playerId, season, age, sample, values: { m } })

// Three players with pairs, and a fourth whose 2020 is under the minimum (he counts in the league means only).
const lines = [
  line('A', 2020, 26, 400, 0.3),
  line('A', 2021, 27, 600, 0.32),
  line('B', 2020, 26, 200, 0.28),
  line('B', 2021, 27, 200, 0.27),
  line('C', 2020, 27, 500, 0.35),
  line('C', 2021, 28, 500, 0.33),
  line('D', 2020, 27, 50, 0.2),
  line('D', 2021, 28, 300, 0.4),
]

test('delta method worked example (Lichtman 2009): harmonic-mean weights, changes against the league, chained from 27', () => {
  const curve = agingCurve(lines, { metrics: ['m'], minSample: 100 })
  // League 2020: (400·.300 + 200·.280 + 500·.350 + 50·.200) / 1150 = 361 / 1150
  // League 2021: (600·.320 + 200·.270 + 500·.330 + 300·.400) / 1600 = 531 / 1600
  const leagueChange = 531 / 1600 - 361 / 1150
  // Into 27: A weight 2·400·600/1000 = 480, change .020; B weight 200, change −.010.
  const into27 = (480 * (0.02 - leagueChange) + 200 * (-0.01 - leagueChange)) / 680
  // Into 28: C alone, change −.020 (D's 2020 is under 100).
  const into28 = -0.02 - leagueChange
  expect(curve.anchorAge).toBe(27)
  expect(curve.points.map((p) => [p.age, p.pairs])).toEqual([[26, 0], [27, 2], [28, 1]])
  const [p26, p27, p28] = curve.points
  expect(p27?.metrics.m.delta).toBeCloseTo(into27, 12)
  expect(p27?.metrics.m.delta).toBeCloseTo(-0.006785, 6)
  expect(p28?.metrics.m.delta).toBeCloseTo(into28, 12)
  expect(p26?.metrics.m.delta).toBeNull()
  expect(p27?.metrics.m.value).toBe(0)
  expect(p28?.metrics.m.value).toBeCloseTo(into28, 12)
  expect(p26?.metrics.m.value).toBeCloseTo(-into27, 12)
  expect(curve.points.every((p) => p.thin)).toBe(true)
})

test('a gap in the ages breaks the chain; ages with enough pairs are not thin', () => {
  const many = Array.from({ length: 20 }, (_, i) => [line(`P${i}`, 2020, 26, 300, 0.3), line(`P${i}`, 2021, 27, 300, 0.31)]).flat()
  const far = [line('Z', 2020, 30, 300, 0.3), line('Z', 2021, 31, 300, 0.29)]
  const curve = agingCurve([...many, ...far], { metrics: ['m'], minSample: 100 })
  const at = (age: number) => curve.points.find((p) => p.age === age)
  expect(at(27)?.thin).toBe(false)
  expect(at(27)?.pairs).toBe(20)
  expect(at(29)?.pairs).toBe(0)
  expect(at(30)?.metrics.m.value).toBeNull()
  expect(at(31)?.metrics.m.value).toBeNull()
})

test('no pairs, no curve; seasons without an age are left out', () => {
  expect(agingCurve([line('A', 2020, null, 500, 0.3), line('A', 2021, null, 500, 0.31)], { metrics: ['m'], minSample: 100 }).points).toEqual([])
})
