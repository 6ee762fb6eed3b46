import { isDebugMode, isHealthDebugMode } from './debug'

test('debug mode needs exactly debug=true', () => {
  expect(isDebugMode('?debug=true')).toBe(true)
  expect(isDebugMode('?season=2025&debug=true')).toBe(true)
  expect(isDebugMode('?debug=1')).toBe(false)
  expect(isDebugMode('')).toBe(false)
})

test('health logging needs debug=health and does not turn general debug on', () => {
  expect(isHealthDebugMode('?debug=health')).toBe(true)
  expect(isDebugMode('?debug=health')).toBe(false)
})
