import { biggestPlays, chartMarks, gameHero, swingAnchor, winProbabilitySeries } from './game-swings'
import type { HalfInning } from './play-by-play'

const row = (seq: number, batterId: string, pitcherId: string, wpa: number) => ({ kind: 'pa' as const, seq, batterId, pitcherId, text: `打席${seq}`, outs: 0, bases: 0, away: 0, home: 0, runs: 0, re24: 0, wpa, pitches: 1 })
const halves: HalfInning[] = [
  { inning: 1, half: 'top', runs: 0, plays: [row(1, 'a1', 'h1', 0.05), row(2, 'a2', 'h1', -0.1)] },
  { inning: 1, half: 'bottom', runs: 0, plays: [row(3, 'h2', 'a9', 0.3), { kind: 'runner', seq: 4, texts: ['X が二盗成功'], away: 0, home: 0, runs: 0, wpa: 0.02 }, row(4, 'h3', 'a9', -0.2)] },
]

test('the biggest plays are ordered by |WPA| and name what happened', () => {
  expect(biggestPlays(halves, 3).map((swing) => [swing.seq, swing.wpa, swing.text])).toEqual([[3, 0.3, '打席3'], [4, -0.2, '打席4'], [2, -0.1, '打席2']])
})

test('the hero is the player with the most WPA, a pitcher by his batters’ WPA turned round', () => {
  // h1 faced a1 (+0.05) and a2 (−0.10): +0.05 for him; h2 batted +0.30, the most.
  expect(gameHero(halves)).toEqual({ playerId: 'h2', role: 'batter', wpa: 0.3 })
  expect(gameHero([])).toBeNull()
})

test('the line ends at the result: 1 for a home win, ½ with P(tie) 1 for a tie', () => {
  expect(winProbabilitySeries([{ seq: 1, we: 0.52, tie: 0.06 }], 'home')).toEqual([{ seq: 1, we: 0.52, tie: 0.06 }, { seq: 2, we: 1, tie: 0 }])
  expect(winProbabilitySeries([{ seq: 7, we: 0.5, tie: 0.4 }], 'tie').at(-1)).toEqual({ seq: 8, we: 0.5, tie: 1 })
})

test('a biggest play links to its PA’s row, or to the runners’ row before it', () => {
  expect(swingAnchor({ seq: 12, batterId: 'b1' })).toBe('play-12')
  expect(swingAnchor({ seq: 12, batterId: null })).toBe('play-12-r')
})

test('the chart marks where each inning starts and the point after each biggest play', () => {
  const series = [{ seq: 1, we: 0.5, tie: 0.06 }, { seq: 2, we: 0.48, tie: 0.06 }, { seq: 3, we: 0.47, tie: 0.06 }, { seq: 4, we: 0.7, tie: 0.05 }, { seq: 5, we: 1, tie: 0 }]
  const swings = biggestPlays(halves, 2)
  // seq 3 (bottom 1st) led to the point before seq 4; seq 4, the last PA, to the final point.
  expect(chartMarks(series, halves, swings)).toEqual({ starts: [], marks: [3, 4] })
  const twoInnings: HalfInning[] = [...halves, { inning: 2, half: 'top', runs: 0, plays: [row(5, 'a3', 'h1', 0)] }]
  expect(chartMarks([...series.slice(0, 4), { seq: 5, we: 0.7, tie: 0.05 }, { seq: 6, we: 1, tie: 0 }], twoInnings, []).starts).toEqual([[4, 2]])
})
