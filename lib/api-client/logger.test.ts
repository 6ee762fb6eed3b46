/** @jest-environment jsdom */
import { createApiLogger, currentApiLogger } from './logger'

test('debug lines reach the console only in debug mode; warnings and errors always do', () => {
  const sink = { debug: jest.fn(), warn: jest.fn(), error: jest.fn() }
  createApiLogger(false, sink).debug('GET /api/health')
  expect(sink.debug).not.toHaveBeenCalled()
  createApiLogger(true, sink).debug('GET /api/health')
  expect(sink.debug).toHaveBeenCalledWith('[api]', 'GET /api/health')
  createApiLogger(false, sink).warn('retrying')
  createApiLogger(false, sink).error('failed')
  expect(sink.warn).toHaveBeenCalledWith('[api]', 'retrying')
  expect(sink.error).toHaveBeenCalledWith('[api]', 'failed')
})

describe("the page's logger follows ?debug=true", () => {
  const debug = jest.spyOn(console, 'debug').mockImplementation(() => undefined)
  afterEach(() => window.history.replaceState(null, '', '/'))
  afterAll(() => debug.mockRestore())

  test.each([
    ['/records?debug=true', 1],
    ['/records', 0],
    ['/records?debug=health', 0],
  ])('%s → %i debug line', (path, lines) => {
    window.history.replaceState(null, '', path)
    currentApiLogger().debug('GET /api/health')
    expect(debug).toHaveBeenCalledTimes(lines)
  })
})
