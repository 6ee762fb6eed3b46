import { trendSeries } from './season-trend'

const runs = (scale: number) => Array.from({ length: 24 }, (_, index) => (index === 23 ? null : (24 - index) * scale))

test('one line per key state, oldest season first, with round ticks from 0 past the highest value', () => {
  const { seasons, series, ticks } = trendSeries({ league: 'npb', seasons: [{ season: 2024, runs: runs(0.1) }, { season: 2025, runs: runs(0.09) }] })
  expect(seasons).toEqual([2024, 2025])
  expect(series.map((line) => line.name)).toEqual(['無死走者なし', '無死一塁', '無死二塁', '一死三塁', '無死満塁', '二死走者なし'])
  // 無死満塁 is index 7: (24 − 7) × scale
  expect(series[4]?.values[0]).toBeCloseTo(1.7, 12)
  expect(series[4]?.values[1]).toBeCloseTo(1.53, 12)
  expect(ticks[0]).toBe(0)
  expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(2.4)
  expect(trendSeries({ league: 'npb', seasons: [] }).ticks).toEqual([])
})
