import type { CanonicalPa, CanonicalStint } from '@/lib/domain/canonical-game'
import { deriveDecisions } from './derive-decisions'

let seq = 0
/** One out per PA unless it scores a run; `half` top = the road side bats against the home pitcher. */
const pa = (inning: number, half: 'top' | 'bottom', pitcherId: string, score: [number, number], runs = 0): CanonicalPa => ({
  seq: ++seq, inning, half, batterId: `b${seq}`, pitcherId, battingOrder: null, outsBefore: 0, basesBefore: 0,
  awayScoreBefore: score[0], homeScoreBefore: score[1], result: runs > 0 ? 'HR' : 'GO', battedBall: null, direction: null, fielder: null,
  outsAfter: runs > 0 ? 0 : 3, basesAfter: 0, runs, rbi: runs, balls: null, strikes: null, pitches: [],
})
const stint = (team: 'g' | 't', playerId: string, starter: boolean): CanonicalStint => ({
  team, playerId, position: 'P', battingOrder: null, enteredSeq: 0, exitedSeq: null, starter,
})

test('the home starter who went six and left with the lead wins, the reliever who closed a one-run game saves', () => {
  seq = 0
  const pas: CanonicalPa[] = []
  for (let inning = 1; inning <= 9; inning++) {
    const home = inning <= 6 ? 'G1' : 'G2'
    const away = 'T1'
    const score: [number, number] = [inning >= 5 ? 1 : 0, inning >= 3 ? 2 : 0]
    if (inning === 4) pas.push(pa(4, 'top', home, [0, 2], 1))
    pas.push(pa(inning, 'top', home, score))
    if (inning === 2) pas.push(pa(2, 'bottom', away, [0, 0], 2))
    if (inning < 9) pas.push(pa(inning, 'bottom', away, score))
  }
  const runsScored = pas.flatMap((item) =>
    Array.from({ length: item.runs }, (_, index) => ({ paSeq: item.seq, runnerId: `${item.batterId}-${index}`, pitcherId: item.pitcherId, earned: true, rbiBatterId: item.batterId })),
  )
  const decisions = deriveDecisions({
    pas, runsScored, runnerEvents: [], stints: [stint('g', 'G1', true), stint('g', 'G2', false), stint('t', 'T1', true)], home: 'g', homeRuns: 2, awayRuns: 1,
  })
  expect(decisions).toEqual({ win: 'G1', loss: 'T1', save: 'G2', holds: [] })
})
