import { applyScorerEarnedRuns } from './scorer-earned-runs'

const run = (pitcherId: string, earned: boolean) => ({ paSeq: 1, runnerId: 'r', pitcherId, earned, rbiBatterId: null })
const line = (id: string, earnedRuns: number) => ({
  decision: '', player: { id }, battersFaced: 0, inningsPitched: 1, hits: 0, homeRuns: 0, baseOnBalls: 0, hitByPitch: 0, strikeOuts: 0,
  wildPitches: 0, balks: 0, runs: 0, earnedRuns,
})

test('each pitcher’s earned runs are the scorer’s count; pitchers without a box line keep ours', () => {
  const runs = [run('A', true), run('A', true), run('B', false), run('C', true)]
  expect(applyScorerEarnedRuns(runs, [line('A', 1), line('B', 1)]).map((item) => [item.pitcherId, item.earned])).toEqual([
    ['A', true], ['A', false], ['B', true], ['C', true],
  ])
})
