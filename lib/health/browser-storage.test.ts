/** @jest-environment jsdom */
import { browserStorage } from './browser-storage'

afterEach(() => jest.restoreAllMocks())

test('uses localStorage when the browser allows it', () => {
  expect(browserStorage()).toBe(window.localStorage)
})

test('falls back to memory when reading localStorage throws (blocked cookies)', () => {
  jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError')
  })
  const storage = browserStorage()
  storage.setItem('healthAlerts', '[]')
  expect(storage.getItem('healthAlerts')).toBe('[]')
})
