import { runnersOn } from './base-out-state'
import { toyTransitions } from './toy-transitions'

test('every toy PA conserves players: runners + runs + outs made = runners before + the batter', () => {
  for (const t of toyTransitions()) {
    const runnersAfter = t.outsAfter === 3 ? 0 : runnersOn(t.basesAfter)
    const outsMade = t.outsAfter - t.outsBefore
    if (t.outsAfter < 3) expect(runnersAfter + t.runsOnPlay + outsMade).toBe(runnersOn(t.basesBefore) + 1)
  }
})

test('the toy sample has the requested mix in each of the 24 states', () => {
  expect(toyTransitions()).toHaveLength(24 * 10)
  expect(toyTransitions({ outs: 1, singles: 0, homers: 1 })).toHaveLength(48)
})
