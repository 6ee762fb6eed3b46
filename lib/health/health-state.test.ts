import { healthStateOf } from './health-state'

test('all answered: healthy; some failed: unhealthy; none answered: error', () => {
  expect(healthStateOf([{ success: true }, { success: true }])).toBe('healthy')
  expect(healthStateOf([{ success: true }, { success: false }])).toBe('unhealthy')
  expect(healthStateOf([{ success: false }, { success: false }])).toBe('error')
})
