import { BASE_OUT_STATES } from '@/lib/domain/sabermetrics/base-out-state'
import type { RunExpectancyMatrix } from '@/lib/domain/sabermetrics/run-expectancy'
import { valuePa } from './value-pa.fixture'
import { paRunValues, seasonValueLines } from './value-season-lines'

/** RE = .2 per out still to make + .25 for a runner on first, .35 on second, .5 on third. */
const matrix: RunExpectancyMatrix = BASE_OUT_STATES.map((state) => ({
  ...state,
  runsToEnd: (3 - state.outs) * 0.2 + (state.bases & 1 ? 0.25 : 0) + (state.bases & 2 ? 0.35 : 0) + (state.bases & 4 ? 0.5 : 0),
  sample: 100,
}))
const boLi = BASE_OUT_STATES.map(() => 1)
const tallies = { relief: new Map(), pinchHit: new Map() }

/**
 * The visitors' first inning: a single, a steal of second between PAs (no PA's), a single that
 * scores him, a strikeout, a double play. Home-side WPA per PA as a model would give it.
 */
const inning = [
  valuePa({ seq: 1, batterId: 'b1', result: '1B', outsAfter: 0, basesAfter: 1, wpa: -0.03 }),
  valuePa({ seq: 2, batterId: 'b2', result: '1B', basesBefore: 2, outsAfter: 0, basesAfter: 1, runsOnPlay: 1, wpa: -0.09 }),
  valuePa({ seq: 3, batterId: 'b3', result: 'K', basesBefore: 1, outsAfter: 1, basesAfter: 1, wpa: 0.04 }),
  valuePa({ seq: 4, batterId: 'b4', result: 'DP', outsBefore: 1, basesBefore: 1, outsAfter: 3, basesAfter: 0, wpa: 0.06 }),
]

test('RE24, "The Book": a complete half-inning adds up to its runs on plays − RE(start) − the RE its steal gained between PAs', () => {
  const re24s = inning.map((pa) => paRunValues(pa, { matrix, boLi }).re24 ?? Number.NaN)
  // By hand: .85 − .6 = +.25; .85 − .95 + 1 = +.9; .65 − .85 = −.2; 0 − .65 = −.65.
  expect(re24s).toEqual([0.25, 0.9, -0.2, -0.65].map((x) => expect.closeTo(x, 12)))
  const steal = 0.95 - 0.85
  expect(re24s.reduce((sum, x) => sum + x, 0)).toBeCloseTo(1 - 0.6 - steal, 12)
})

test('every PA credits its batter and its pitcher with opposite WPA and RE24; a scope keeps only its clubs’ players', () => {
  const all = seasonValueLines(inning, { inScope: () => true, matrix, boLi }, tallies)
  const batting = all.lines.filter((line) => line.side === 'batting')
  const pitching = all.lines.filter((line) => line.side === 'pitching')
  expect(batting.map((line) => [line.playerId, line.team])).toEqual([['b1', 't'], ['b2', 't'], ['b3', 't'], ['b4', 't']])
  expect(pitching.map((line) => [line.playerId, line.team, line.pa])).toEqual([['p1', 'g', 4]])
  const sum = (lines: typeof batting, pick: (line: (typeof batting)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0)
  // The visitors' batters gained what the home side's WE lost: Σ home WPA = −0.02.
  expect(sum(batting, (line) => line.wpa)).toBeCloseTo(0.02, 12)
  expect(sum(pitching, (line) => line.wpa)).toBeCloseTo(-0.02, 12)
  expect(sum(pitching, (line) => line.re24)).toBeCloseTo(-sum(batting, (line) => line.re24), 12)
  const home = seasonValueLines(inning, { inScope: (team) => team === 'g', matrix, boLi }, tallies)
  expect(home.lines.map((line) => line.side)).toEqual(['pitching'])
})

test('the best single plays per board and side, each credited from its player’s side', () => {
  const { plays } = seasonValueLines(inning, { inScope: () => true, matrix, boLi }, tallies, 2)
  const list = (board: string, side: string) => plays.filter((play) => play.board === board && play.side === side).map((play) => [play.playerId, play.value])
  expect(list('wpa', 'batting')).toEqual([['b2', expect.closeTo(0.09, 12)], ['b1', expect.closeTo(0.03, 12)]])
  expect(list('wpa', 'pitching')).toEqual([['p1', expect.closeTo(0.06, 12)], ['p1', expect.closeTo(0.04, 12)]])
  expect(list('re24', 'pitching')).toEqual([['p1', expect.closeTo(0.65, 12)], ['p1', expect.closeTo(0.2, 12)]])
})

test('relief and pinch-hit tallies join the lines of their player and club', () => {
  const { lines } = seasonValueLines(inning, { inScope: () => true, matrix, boLi }, {
    relief: new Map([['p1\tg', { reliefGames: 3, shutdowns: 2, meltdowns: 1 }]]),
    pinchHit: new Map([['b4\tt', { liSum: 1.8, count: 1 }]]),
  })
  expect(lines.find((line) => line.playerId === 'p1')).toMatchObject({ reliefGames: 3, shutdowns: 2, meltdowns: 1 })
  expect(lines.find((line) => line.playerId === 'b4')).toMatchObject({ phLiSum: 1.8, phCount: 1 })
})
