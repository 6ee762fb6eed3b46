import type { CanonicalRunScored } from '@/lib/domain/canonical-game'
import { applyTeamEarnedRuns } from './team-earned-runs'

const run = (paSeq: number, earned: boolean): CanonicalRunScored => ({ paSeq, runnerId: 'r', pitcherId: 'p', earned, rbiBatterId: null })

test('too many earned runs: those after a seen misplay turn unearned first, then the earliest', () => {
  const runs = [run(1, true), run(5, true), run(9, true)]
  const result = applyTeamEarnedRuns(runs, 1, () => true, (item) => item.paSeq === 9)
  expect(result.map((item) => item.earned)).toEqual([false, true, false])
})

test('too few: the earliest unearned turn earned; the other club\'s runs and a missing box are left alone', () => {
  const runs = [run(1, false), run(2, false), run(3, true)]
  expect(applyTeamEarnedRuns(runs, 2, (item) => item.paSeq <= 2).map((item) => item.earned)).toEqual([true, true, true])
  expect(applyTeamEarnedRuns(runs, null, () => true)).toEqual(runs)
})
