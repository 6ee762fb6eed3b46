import type { ImportedStep } from './play-sequence'
import { forcedBases, pitcherBox, unexplainedAdvances } from './pitcher-box'

const step = (seq: number, pitcherId: string, result: 'K' | 'BB' | '1B', before: number, after: number): ImportedStep => ({
  kind: 'pa', inning: 1, half: 'top', outsBefore: 0, basesBefore: before, outsAfter: result === 'K' ? 1 : 0, basesAfter: after,
  runsOnPlay: 0, awayScoreBefore: 0, homeScoreBefore: 0, pitcherId, seq, result, batterId: 'b', rbi: 0, balls: null, strikes: null,
  battedBall: null, fielder: null, error: false, pinchHit: false,
})

test('a walk moves only forced runners', () => {
  expect([forcedBases(0), forcedBases(0b010), forcedBases(0b001), forcedBases(0b011)]).toEqual([0b001, 0b011, 0b011, 0b111])
})

test('a runner who moves up during a strikeout with nothing named is a wild-pitch candidate; a hit explains itself', () => {
  const steps = [step(1, 'A', '1B', 0, 0b001), step(2, 'A', 'K', 0b001, 0b010), step(3, 'B', 'K', 0b010, 0b010)]
  expect(unexplainedAdvances(steps).map((item) => item.seq)).toEqual([2])
})

test('box lines give each pitcher his own count; a club total goes to the candidate, the rest to the busiest arm', () => {
  const line = { decision: '', player: { id: 'A' }, battersFaced: 4, inningsPitched: 1, hits: 0, homeRuns: 0, baseOnBalls: 0, hitByPitch: 0, strikeOuts: 0, wildPitches: 2, balks: 0, runs: 0, earnedRuns: 0 }
  expect(pitcherBox([line], null, ['A'], [])).toEqual([{ pitcherId: 'A', wildPitches: 2, balks: 0 }])
  const steps = [step(1, 'A', '1B', 0, 0b001), step(2, 'A', 'K', 0b001, 0b010), step(3, 'B', 'K', 0b010, 0b010), step(4, 'B', 'K', 0b010, 0b010), step(5, 'B', 'K', 0b010, 0b010)]
  expect(pitcherBox([], { wildPitches: 1, balks: 1 }, ['A', 'B'], steps)).toEqual([{ pitcherId: 'A', wildPitches: 1, balks: 0 }, { pitcherId: 'B', wildPitches: 0, balks: 1 }])
})
