import { decidePitchers, type PitcherStint, type RunEvent } from './decisions'

const stint = (over: Partial<PitcherStint> & Pick<PitcherStint, 'pitcherId' | 'side'>): PitcherStint => ({
  starter: false, entryLead: 0, entryRunners: 0, exitLead: 0, outs: 3, runsCharged: 0, ...over,
})
const run = (side: 'home' | 'away', homeAfter: number, awayAfter: number, chargedPitcherId: string, pitcherOfRecordId: string): RunEvent => ({
  side, homeAfter, awayAfter, chargedPitcherId, pitcherOfRecordId,
})

test('a starter with 5+ innings who leaves ahead wins; the closer with a 1-run lead saves; setup men hold', () => {
  const stints = [
    stint({ pitcherId: 'hs', side: 'home', starter: true, outs: 21, exitLead: 1 }),
    stint({ pitcherId: 'h8', side: 'home', entryLead: 1, exitLead: 1, outs: 3 }),
    stint({ pitcherId: 'h9', side: 'home', entryLead: 1, exitLead: 1, outs: 3 }),
    stint({ pitcherId: 'as', side: 'away', starter: true, outs: 24, runsCharged: 2, exitLead: -1 }),
  ]
  // Home scored twice in the 4th off the away starter; away scored once in the 6th.
  const runs = [run('home', 1, 0, 'as', 'hs'), run('home', 2, 0, 'as', 'hs'), run('away', 2, 1, 'hs', 'as')]
  expect(decidePitchers(stints, runs, 2, 1)).toEqual({ win: 'hs', loss: 'as', save: 'h9', holds: ['h8'] })
})

test('a starter short of 15 outs cannot win: the most effective reliever does', () => {
  const stints = [
    stint({ pitcherId: 'as', side: 'away', starter: true, outs: 13, exitLead: 3, runsCharged: 2 }),
    stint({ pitcherId: 'a1', side: 'away', entryLead: 3, exitLead: 3, outs: 8, runsCharged: 0 }),
    stint({ pitcherId: 'a2', side: 'away', entryLead: 3, exitLead: 3, outs: 6, runsCharged: 1 }),
    stint({ pitcherId: 'hs', side: 'home', starter: true, outs: 27, runsCharged: 5 }),
  ]
  const awayRuns = [1, 2, 3, 4, 5].map((score) => run('away', 0, score, 'hs', 'as'))
  const homeRuns = [1, 2, 3].map((score) => run('home', score, 5, 'as', 'hs'))
  const runs = [...awayRuns, ...homeRuns]
  const decisions = decidePitchers(stints, runs, 3, 5)
  expect(decisions.win).toBe('a1')
  expect(decisions.loss).toBe('hs')
  // a2 finished with a 3-run lead and two innings: rule 9.19(a) is met.
  expect(decisions.save).toBe('a2')
})

test('a tie has no decisions', () => {
  expect(decidePitchers([stint({ pitcherId: 'x', side: 'home', starter: true })], [], 2, 2)).toEqual({ win: null, loss: null, save: null, holds: [] })
})

test('the go-ahead run that stood decides the loser, even after earlier lead changes', () => {
  const stints = [
    stint({ pitcherId: 'hs', side: 'home', starter: true, outs: 18 }),
    stint({ pitcherId: 'hr', side: 'home', outs: 9 }),
    stint({ pitcherId: 'as', side: 'away', starter: true, outs: 27 }),
  ]
  const runs = [run('away', 0, 1, 'hs', 'as'), run('home', 1, 1, 'as', 'hs'), run('home', 2, 1, 'as', 'hs'), run('away', 2, 2, 'hr', 'as'), run('away', 2, 3, 'hr', 'as')]
  expect(decidePitchers(stints, runs, 2, 3)).toMatchObject({ win: 'as', loss: 'hr' })
})
