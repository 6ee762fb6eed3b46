/** @jest-environment jsdom */
import { sendGAEvent } from '@next/third-parties/google'
import { render } from '@testing-library/react'
import { PageViewTracker } from './PageViewTracker'

jest.mock('@next/third-parties/google', () => ({ sendGAEvent: jest.fn() }))

const location = { pathname: '/stats', search: '' }
jest.mock('next/navigation', () => ({
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
}))

function visit(pathname: string, search = '') {
  Object.assign(location, { pathname, search })
  document.title = `${pathname} | NPBデータバンク`
}

beforeEach(() => {
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-E2ETEST000'
  visit('/stats')
})

afterEach(() => {
  delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID
})

test('the landing page sends no page_view of its own (GA config counts it)', () => {
  render(<PageViewTracker />)
  expect(sendGAEvent).not.toHaveBeenCalled()
})

test('a change of path sends a page_view with path, location and title', () => {
  const { rerender } = render(<PageViewTracker />)
  visit('/records/season/standings/2025')
  rerender(<PageViewTracker />)
  expect(sendGAEvent).toHaveBeenCalledTimes(1)
  expect(sendGAEvent).toHaveBeenCalledWith('event', 'page_view', {
    page_path: '/records/season/standings/2025',
    page_location: 'http://localhost/records/season/standings/2025',
    page_title: '/records/season/standings/2025 | NPBデータバンク',
  })
})

test('a change of query alone sends a page_view that includes the query', () => {
  const { rerender } = render(<PageViewTracker />)
  visit('/stats', 'home_away=home')
  rerender(<PageViewTracker />)
  expect(sendGAEvent).toHaveBeenCalledWith('event', 'page_view', expect.objectContaining({ page_path: '/stats?home_away=home' }))
})

test('a re-render on the same URL sends nothing more', () => {
  const { rerender } = render(<PageViewTracker />)
  visit('/teams/info')
  rerender(<PageViewTracker />)
  rerender(<PageViewTracker />)
  expect(sendGAEvent).toHaveBeenCalledTimes(1)
})

test('a view whose title has not streamed in yet is still sent when the visitor moves on', () => {
  const { rerender } = render(<PageViewTracker />)
  visit('/records/season/standings/2024')
  document.title = ''
  rerender(<PageViewTracker />)
  expect(sendGAEvent).not.toHaveBeenCalled()
  visit('/teams/info')
  rerender(<PageViewTracker />)
  expect(jest.mocked(sendGAEvent).mock.calls.map((call) => call[2])).toEqual([
    expect.objectContaining({ page_path: '/records/season/standings/2024', page_title: '' }),
    expect.objectContaining({ page_path: '/teams/info', page_title: '/teams/info | NPBデータバンク' }),
  ])
})
