import { LINEAR_WEIGHT_EVENTS } from './event-classes'
import { RUN_VALUE_EVENT_LABELS, RUN_VALUE_EVENTS } from './run-value-events'

test('every linear-weight class and both steal events have a Japanese name, once each', () => {
  expect(RUN_VALUE_EVENTS).toEqual([...LINEAR_WEIGHT_EVENTS, 'SB', 'CS'])
  expect(Object.keys(RUN_VALUE_EVENT_LABELS).sort()).toEqual([...RUN_VALUE_EVENTS].sort())
  expect(new Set(Object.values(RUN_VALUE_EVENT_LABELS)).size).toBe(RUN_VALUE_EVENTS.length)
})
