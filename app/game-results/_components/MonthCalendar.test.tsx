/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { CalendarDisclosure } from './CalendarDisclosure'
import { MonthCalendar } from './MonthCalendar'

const RANGE = { first: '2024-03-29', last: '2025-10-30' }

/** A schedule row with what the calendar reads (date and clubs); the rest as the schema wants it. */
const game = (date: string, away: string, home: string) => ({
  id: `${date.replaceAll('-', '')}-${away}-${home}-01`,
  date,
  kind: 'regular',
  home,
  away,
  home_runs: 1,
  away_runs: 0,
  innings: 9,
  status: 'final',
  venue: null,
  win_pitcher: null,
  loss_pitcher: null,
  save_pitcher: null,
})

/**
 * jsdom has no fetch: each month answers from `months`, a month it lacks with the API's 404. Each
 * test asks for months of its own, since the calendar keeps one query client for the page's life.
 */
function stubFetch(months: Record<string, unknown[]>) {
  const fetch = jest.fn(async (input: string) => {
    const month = new URL(input, 'http://localhost').searchParams.get('month') ?? ''
    const games = months[month]
    const body = games ? { month, games } : { error: { code: 'not_found', message: `${month} の日程はありません。` } }
    return { status: games ? 200 : 404, statusText: games ? 'OK' : 'Not Found', text: async () => JSON.stringify(body) }
  })
  Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true })
  return fetch
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

test('July 2025 under the セ・リーグ filter: its game days link to their results with the filter kept, the page’s day is marked, other days are text', async () => {
  stubFetch({
    '2025-07': [game('2025-07-12', 't', 'g'), game('2025-07-12', 'c', 's'), game('2025-07-12', 'h', 'l'), game('2025-07-13', 'db', 'd'), game('2025-07-15', 'h', 'm')],
  })
  render(<MonthCalendar selected="2025-07-12" range={RANGE} query={{ league: 'central' }} />)
  expect(screen.getByText('日程を読み込み中…')).toBeInTheDocument()
  const grid = await screen.findByRole('table', { name: '2025年7月の試合日' })
  expect(screen.getByRole('heading', { level: 2, name: '2025年7月' })).toBeInTheDocument()
  expect(within(grid).getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土'])
  // The 12th had three games, two of them in the Central League.
  const twelfth = within(grid).getByRole('link', { name: '7月12日 2試合' })
  expect(twelfth).toHaveAttribute('href', '/game-results?date=2025-07-12&league=central')
  expect(twelfth).toHaveAttribute('aria-current', 'date')
  expect(within(grid).getByRole('link', { name: '7月13日 1試合' })).not.toHaveAttribute('aria-current')
  // The 15th's only game is a Pacific one: plain text in this view.
  expect(within(grid).getAllByRole('link')).toHaveLength(2)
  expect(within(grid).getByText('15').closest('a')).toBeNull()
  expect(screen.getByText('● は試合のある日。押すとその日の結果へ移ります')).toBeInTheDocument()
})

test('前月 is disabled in the data’s first month; 翌月 reads the next month from the API', async () => {
  const fetch = stubFetch({ '2024-03': [game('2024-03-29', 'g', 't')], '2024-04': [game('2024-04-02', 's', 'c')] })
  render(<MonthCalendar selected="2024-03-29" range={RANGE} query={{}} />)
  expect(await screen.findByRole('link', { name: '3月29日 1試合' })).toHaveAttribute('href', '/game-results?date=2024-03-29')
  expect(screen.getByRole('button', { name: '前月' })).toBeDisabled()
  fireEvent.click(screen.getByRole('button', { name: '翌月' }))
  expect(await screen.findByRole('link', { name: '4月2日 1試合' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: '2024年4月' })).toBeInTheDocument()
  expect(screen.getByRole('button', { name: '前月' })).toBeEnabled()
  expect(fetch.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams.get('month'))).toEqual(['2024-03', '2024-04'])
})

test('翌月 is disabled in the data’s last month', async () => {
  stubFetch({ '2025-10': [game('2025-10-30', 'h', 't')] })
  render(<MonthCalendar selected="2025-10-30" range={RANGE} query={{}} />)
  expect(await screen.findByRole('link', { name: '10月30日 1試合' })).toHaveAttribute('aria-current', 'date')
  expect(screen.getByRole('button', { name: '翌月' })).toBeDisabled()
})

test('a winter month without games says so and links nothing; the page’s day is still marked', async () => {
  stubFetch({ '2025-01': [] })
  render(<MonthCalendar selected="2025-01-15" range={RANGE} query={{}} />)
  expect(await screen.findByText('この月は試合がありません')).toBeInTheDocument()
  expect(screen.queryAllByRole('link')).toHaveLength(0)
  expect(screen.getByText('15')).toHaveAttribute('aria-current', 'date')
})

test('a month the API cannot answer shows 「日程を読み込めませんでした」 and a retry button that reads it again', async () => {
  const months: Record<string, unknown[]> = {}
  const fetch = stubFetch(months)
  render(<MonthCalendar selected="2025-05-10" range={RANGE} query={{ team: 'g' }} />)
  expect(await screen.findByRole('alert')).toHaveTextContent('日程を読み込めませんでした')
  months['2025-05'] = [game('2025-05-10', 'g', 't'), game('2025-05-10', 'c', 's')]
  fireEvent.click(screen.getByRole('button', { name: '再読み込み' }))
  expect(await screen.findByRole('link', { name: '5月10日 1試合' })).toHaveAttribute('href', '/game-results?date=2025-05-10&team=g')
  expect(fetch).toHaveBeenCalledTimes(2)
})

test('the 「カレンダー」 button fetches nothing until opened, then shows the month; it closes again', async () => {
  const fetch = stubFetch({ '2025-06': [game('2025-06-01', 'g', 't')] })
  render(<CalendarDisclosure selected="2025-06-01" range={RANGE} query={{}} />)
  const button = screen.getByRole('button', { name: 'カレンダー' })
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(fetch).not.toHaveBeenCalled()
  fireEvent.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'true')
  expect(await screen.findByRole('link', { name: '6月1日 1試合' })).toHaveAttribute('aria-current', 'date')
  fireEvent.click(button)
  expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('table')).toBeNull()
})
