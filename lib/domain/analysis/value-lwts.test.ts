import { LINEAR_WEIGHT_EVENTS, type LinearWeightEvent } from '@/lib/domain/sabermetrics/event-classes'
import { addCounts, lwtsRuns, meanWeightPerPa } from './value-lwts'

const counts = (some: Partial<Record<LinearWeightEvent, number>>) =>
  Object.fromEntries(LINEAR_WEIGHT_EVENTS.map((event) => [event, some[event] ?? 0])) as Record<LinearWeightEvent, number>
const weights = { out: -0.25, '1B': 0.45, HR: 1.4, INT: null }

test('the mean weight per PA, worked: 60 outs at −.25, 30 singles at +.45, 10 HR at +1.4 → (−15 + 13.5 + 14) / 100 = .125', () => {
  expect(meanWeightPerPa(counts({ out: 60, '1B': 30, HR: 10 }), weights)).toBeCloseTo(0.125, 12)
  expect(meanWeightPerPa(counts({}), weights)).toBeNull()
})

test('LWTS above average, Palmer’s linear weights: 3 HR and 7 outs against a mean of .125 = 3·1.275 + 7·(−.375) = +1.2', () => {
  expect(lwtsRuns(counts({ HR: 3, out: 7 }), weights, 0.125)).toBeCloseTo(1.2, 12)
})

test('an event without a weight counts as average, and the whole population adds up to 0', () => {
  const players = [counts({ HR: 3, out: 7, INT: 2 }), counts({ '1B': 30, out: 40 }), counts({ HR: 7, '1B': 0, out: 13 })]
  expect(lwtsRuns(counts({ INT: 5 }), weights, 0.125)).toBe(0)
  const mean = meanWeightPerPa(addCounts(players.map((events) => ({ events }))), weights) ?? Number.NaN
  expect(players.reduce((sum, events) => sum + lwtsRuns(events, weights, mean), 0)).toBeCloseTo(0, 12)
})
