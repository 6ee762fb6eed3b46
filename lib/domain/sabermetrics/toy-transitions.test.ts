import { runnersOn } from './base-out-state'
import { toyTransitions } from './toy-transitions'

test('every toy PA short of the third out conserves players: runners + runs + outs made = runners before + the batter', () => {
  // The third out strands its runners, so an inning-ending PA has nothing to conserve.
  const inningGoesOn = toyTransitions().filter((t) => t.outsAfter < 3)
  expect(inningGoesOn.length).toBeGreaterThan(0)
  for (const t of inningGoesOn) {
    const outsMade = t.outsAfter - t.outsBefore
    expect(runnersOn(t.basesAfter) + t.runsOnPlay + outsMade).toBe(runnersOn(t.basesBefore) + 1)
  }
})

test('the toy sample has the requested mix in each of the 24 states', () => {
  expect(toyTransitions()).toHaveLength(24 * 10)
  expect(toyTransitions({ outs: 1, singles: 0, homers: 1 })).toHaveLength(48)
})
