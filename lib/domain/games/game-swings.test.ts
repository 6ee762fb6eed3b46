import { biggestPlays, gameHero, winProbabilitySeries } from './game-swings'
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
