import type { CanonicalRunScored } from '@/lib/domain/canonical-game'
import type { ImportedPa } from './play-sequence'
import { creditPinchRunners, slotMembers } from './pinch-runners'

test('box order gives each slot its starter and those who took his place', () => {
  expect(slotMembers(['a', 'ph', 'b', 'c', 'pr'], ['a', 'b', 'c'])).toEqual([['a', 'ph'], ['b'], ['c', 'pr']])
  expect(slotMembers(['a', 'b'], ['a', 'x'])).toBeNull()
})

const pa = (seq: number, inning: number, batterId: string, pinchHit = false): ImportedPa => ({
  kind: 'pa', inning, half: 'top', outsBefore: 0, basesBefore: 0, outsAfter: 0, basesAfter: 1, runsOnPlay: 0, awayScoreBefore: 0,
  homeScoreBefore: 0, pitcherId: 'p', seq, result: '1B', batterId, rbi: 0, balls: null, strikes: null, battedBall: null, fielder: null,
  error: false, pinchHit,
})
const run = (paSeq: number, runnerId: string): CanonicalRunScored => ({ paSeq, runnerId, pitcherId: 'p', earned: true, rbiBatterId: null })

test('a late run scored after a player\'s last time on base goes to the non-hitting newcomer in his slot', () => {
  const nine = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9']
  const pas = [...nine.map((id, index) => pa(index + 1, 1, id)), pa(10, 8, 's1'), pa(11, 8, 's2')]
  const listed = ['s1', 'pr', ...nine.slice(1)]
  const innings = new Map(pas.map((item) => [item.seq, `${item.inning}top`]))
  const runs = [run(2, 's1'), run(11, 's1')]
  expect(creditPinchRunners(runs, pas, { top: listed, bottom: [] }, new Set(), innings).map((item) => item.runnerId)).toEqual(['s1', 'pr'])
  // A pinch hitter is no pinch runner, and in the first innings a newcomer is taken for a fielder.
  const hitter = [...pas, pa(12, 9, 'pr', true)]
  expect(creditPinchRunners(runs, hitter, { top: listed, bottom: [] }, new Set(), innings).map((item) => item.runnerId)).toEqual(['s1', 's1'])
})
