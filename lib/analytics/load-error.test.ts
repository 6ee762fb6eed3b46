/** @jest-environment jsdom */
import { describeErrorEvent, describeRejection } from './load-error'

function failedLoad(element: Element): Event {
  const event = new Event('error')
  Object.defineProperty(event, 'target', { value: element })
  return event
}

test('a script that fails to load is a resource load error with its URL', () => {
  const script = document.createElement('script')
  script.src = 'https://npb-databank.jp/_next/static/chunks/app.js'
  expect(describeErrorEvent(failedLoad(script))).toEqual({
    error_kind: 'resource',
    error_message: 'failed to load https://npb-databank.jp/_next/static/chunks/app.js',
    resource_url: 'https://npb-databank.jp/_next/static/chunks/app.js',
  })
})

test('a stylesheet that fails to load is a resource load error; a missing image is not', () => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = 'https://npb-databank.jp/_next/static/css/app.css'
  expect(describeErrorEvent(failedLoad(link))?.error_kind).toBe('resource')
  expect(describeErrorEvent(failedLoad(document.createElement('img')))).toBeNull()
})

test('an uncaught script error is reported with the error name and message', () => {
  const event = new ErrorEvent('error', { message: 'Uncaught TypeError: x', error: new TypeError('x is undefined') })
  expect(describeErrorEvent(event)).toEqual({ error_kind: 'script', error_message: 'TypeError: x is undefined' })
  expect(describeErrorEvent(new ErrorEvent('error', { message: 'Script error.' }))).toEqual({ error_kind: 'script', error_message: 'Script error.' })
})

test('an unhandled rejection is reported with its reason, clipped to GA’s 100 characters', () => {
  expect(describeRejection(new Error('ChunkLoadError'))).toEqual({ error_kind: 'promise', error_message: 'Error: ChunkLoadError' })
  expect(describeRejection('x'.repeat(150)).error_message).toHaveLength(100)
  expect(describeRejection({ code: 1 }).error_message).toBe('unknown')
})
