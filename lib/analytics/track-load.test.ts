/** @jest-environment jsdom */
import { sendGAEvent } from '@next/third-parties/google'
import { wasReported } from './report-load-error'
import { trackLoad } from './track-load'

jest.mock('@next/third-parties/google', () => ({ sendGAEvent: jest.fn() }))

beforeEach(() => {
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-E2ETEST000'
  window.history.replaceState(null, '', '/analysis/wpa/pitching?season=2025')
})

afterEach(() => {
  delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
})

test('a load that succeeds passes its value through and sends nothing', async () => {
  await expect(trackLoad(async () => 'chart')()).resolves.toBe('chart')
  expect(sendGAEvent).not.toHaveBeenCalled()
})

test('a failed load sends page_load_error and rethrows the same error, marked as reported', async () => {
  const failure = new Error('Loading chunk 42 failed.')
  await expect(trackLoad(() => Promise.reject(failure))()).rejects.toBe(failure)
  expect(sendGAEvent).toHaveBeenCalledWith('event', 'page_load_error', {
    error_kind: 'promise',
    error_message: 'Error: Loading chunk 42 failed.',
    page_path: '/analysis/wpa/pitching?season=2025',
  })
  expect(wasReported(failure)).toBe(true)
})

test('without a measurement id a failed load still rethrows but sends nothing', async () => {
  delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
  await expect(trackLoad(() => Promise.reject(new Error('offline')))()).rejects.toThrow('offline')
  expect(sendGAEvent).not.toHaveBeenCalled()
})
