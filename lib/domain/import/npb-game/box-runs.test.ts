import type { CanonicalRunScored } from '@/lib/domain/canonical-game'
import { applyBoxRuns } from './box-runs'

const run = (paSeq: number, runnerId: string): CanonicalRunScored => ({ paSeq, runnerId, pitcherId: 'p', earned: true, rbiBatterId: null })

test('a run the bases gave to the replaced batter moves to his pinch runner in the same slot', () => {
  const runs = [run(3, 'slugger'), run(9, 'slugger'), run(12, 'leadoff')]
  const lines = [
    { playerId: 'leadoff', order: 1, runs: 1 }, { playerId: 'speedster', order: null, runs: 0 },
    { playerId: 'slugger', order: 4, runs: 1 }, { playerId: 'runner', order: null, runs: 1 },
  ]
  expect(applyBoxRuns(runs, lines, () => true).map((item) => item.runnerId)).toEqual(['slugger', 'runner', 'leadoff'])
})

test('a run of an unknown runner goes to whoever the box credits, and the other side\'s runs are left alone', () => {
  const runs = [run(1, 'unknown'), run(2, 'visitor')]
  const moved = applyBoxRuns(runs, [{ playerId: 'home', order: 1, runs: 1 }], (item) => item.paSeq === 1)
  expect(moved.map((item) => item.runnerId)).toEqual(['home', 'visitor'])
})
