import { emptyValueLine } from './value-line'
import { valueMetrics } from './value-row-metrics'

const context = { runsPerWin: 8.4, weights: { HR: 1.4, out: -0.25 }, meanWeight: 0.125 }

test('a batter’s board values, worked: pLI 750/600 = 1.25, Clutch 2/1.25 − 1.4 = .2, REW 16.8/8.4 = 2, LWTS 3·1.275 + 7·(−.375) = 1.2', () => {
  const line = { ...emptyValueLine('batting', 'b', 'g'), pa: 600, wpa: 2, liSum: 750, liCount: 600, wpaLi: 1.4, re24: 16.8, boLiSum: 540, boLiCount: 600, phLiSum: 3, phCount: 2 }
  line.events.HR = 3
  line.events.out = 7
  const metrics = valueMetrics(line, context)
  expect(metrics).toMatchObject({ pa: 600, relief_games: null, shutdowns: null, meltdowns: null, ph_count: 2 })
  expect([metrics.pli, metrics.clutch, metrics.rew, metrics.boli, metrics.phli, metrics.lwts]).toEqual([1.25, 0.2, 2, 0.9, 1.5, 1.2].map((x) => expect.closeTo(x, 12)))
})

test('a pitcher’s LWTS is the batters’ against him turned, so runs saved are positive; no phLI, relief counts shown', () => {
  const line = { ...emptyValueLine('pitching', 'p', 'g'), pa: 10, reliefGames: 4, shutdowns: 1 }
  line.events.HR = 3
  line.events.out = 7
  const metrics = valueMetrics(line, context)
  expect(metrics.lwts).toBeCloseTo(-1.2, 12)
  expect(metrics).toMatchObject({ phli: null, ph_count: null, relief_games: 4, shutdowns: 1, meltdowns: 0, pli: null, clutch: null })
  expect(valueMetrics(line, { ...context, meanWeight: null, runsPerWin: null })).toMatchObject({ lwts: null, rew: null })
})
