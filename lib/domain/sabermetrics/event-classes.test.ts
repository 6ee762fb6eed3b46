import { PA_RESULTS } from '@/lib/domain/events'
import { EVENT_CLASS, LINEAR_WEIGHT_EVENTS, OUT_EVENTS } from './event-classes'

test('every PA result maps to a listed class and every class is used', () => {
  const used = new Set(PA_RESULTS.map((result) => EVENT_CLASS[result]))
  expect(used.size).toBeGreaterThan(0)
  for (const event of used) expect(LINEAR_WEIGHT_EVENTS).toContain(event)
  expect(used.size).toBe(LINEAR_WEIGHT_EVENTS.length)
})

test('groups batted-ball outs, double plays and fielder’s choices as outs', () => {
  for (const result of ['GO', 'FO', 'LO', 'PO', 'DP', 'TP', 'FC'] as const) expect(EVENT_CLASS[result]).toBe('out')
  expect(EVENT_CLASS.KWP).toBe('ROE')
  expect(EVENT_CLASS.SF).toBe('SF')
})

test('the out baseline pools strikeouts and outs in play only', () => {
  expect([...OUT_EVENTS].sort()).toEqual(['K', 'out'])
})
