/** @jest-environment jsdom */
import { sendGAEvent } from '@next/third-parties/google'
import { render } from '@testing-library/react'
import { markReported } from '@/lib/analytics/report-load-error'
import { LoadErrorReporter } from './LoadErrorReporter'

jest.mock('@next/third-parties/google', () => ({ sendGAEvent: jest.fn() }))

/** jsdom has no PromiseRejectionEvent; the listener reads only `reason`. */
function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true })
  Object.defineProperty(event, 'reason', { value: reason })
  return event
}

beforeEach(() => {
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-E2ETEST000'
  window.history.replaceState(null, '', '/game-results?month=2025-04')
})

afterEach(() => {
  delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
})

test('a script that fails to load sends page_load_error with the page path', () => {
  render(<LoadErrorReporter />)
  const script = document.createElement('script')
  script.src = 'http://localhost/_next/static/chunks/missing.js'
  document.body.append(script)
  script.dispatchEvent(new Event('error'))
  expect(sendGAEvent).toHaveBeenCalledWith('event', 'page_load_error', {
    error_kind: 'resource',
    error_message: 'failed to load http://localhost/_next/static/chunks/missing.js',
    resource_url: 'http://localhost/_next/static/chunks/missing.js',
    page_path: '/game-results?month=2025-04',
  })
})

test('an unhandled rejection is reported and left unhandled (not prevented)', () => {
  render(<LoadErrorReporter />)
  const event = rejection(new Error('ChunkLoadError'))
  window.dispatchEvent(event)
  expect(sendGAEvent).toHaveBeenCalledWith('event', 'page_load_error', expect.objectContaining({ error_kind: 'promise', error_message: 'Error: ChunkLoadError' }))
  expect(event.defaultPrevented).toBe(false)
})

test('an error already reported by trackLoad is not counted twice', () => {
  render(<LoadErrorReporter />)
  const failure = new Error('twice')
  markReported(failure)
  window.dispatchEvent(rejection(failure))
  expect(sendGAEvent).not.toHaveBeenCalled()
})

test('after unmount nothing is reported', () => {
  render(<LoadErrorReporter />).unmount()
  window.dispatchEvent(rejection(new Error('late')))
  expect(sendGAEvent).not.toHaveBeenCalled()
})
