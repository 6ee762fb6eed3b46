/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { metricOptions } from './bubble-columns'
import { BubblePickers } from './BubblePickers'
import { BubbleRefiner } from './BubbleRefiner'

let search = ''
const PATH = '/analysis/bubble-chart/players/batting'
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search), usePathname: () => PATH }))
// The API's answer never comes: the refined view waits, showing the server's dimmed.
const asked: unknown[] = []
jest.mock('@/lib/api-client/bubble-chart', () => ({
  bubbleChartQuery: (request: unknown) => ({ queryKey: ['api', 'bubble-chart', JSON.stringify(request)], queryFn: () => (asked.push(request), new Promise(() => undefined)) }),
}))

const pushed = () => jest.mocked(window.history.pushState).mock.calls.map(([, , url]) => url)
const PLAYERS = { scope: 'players', side: 'batting' } as const

beforeEach(() => {
  jest.spyOn(window.history, 'pushState').mockImplementation(() => undefined)
})

test('the pickers show the URL’s view; a new x is a history entry keeping the season and league, defaults left out', () => {
  search = 'season=2024&league=central&size=hr'
  render(<BubblePickers page={PLAYERS} {...metricOptions('players', 'batting')} />)
  expect(screen.getByRole('combobox', { name: '横軸（X）' })).toHaveValue('ops')
  expect(screen.getByRole('combobox', { name: '円の大きさ' })).toHaveValue('hr')
  fireEvent.change(screen.getByRole('combobox', { name: '横軸（X）' }), { target: { value: 'obp' } })
  fireEvent.change(screen.getByRole('combobox', { name: '対象' }), { target: { value: 'all' } })
  expect(pushed()).toEqual([`${PATH}?season=2024&league=central&x=obp&size=hr`, `${PATH}?season=2024&league=central&size=hr&qual=all`])
})

test('swapping the axes swaps x and y; a size can only be a count', () => {
  search = ''
  render(<BubblePickers page={PLAYERS} {...metricOptions('players', 'batting')} />)
  fireEvent.click(screen.getByRole('button', { name: '縦横を入れ替え' }))
  expect(pushed()).toEqual([`${PATH}?x=wrc_plus&y=ops&sort=ops`])
  const sizes = [...screen.getByRole('combobox', { name: '円の大きさ' }).querySelectorAll('option')].map((option) => option.value)
  expect(sizes).toContain('pa')
  expect(sizes).not.toContain('ops')
})

test('clubs have no qualifier to pick', () => {
  search = ''
  render(<BubblePickers page={{ scope: 'teams', side: 'pitching' }} {...metricOptions('teams', 'pitching')} />)
  expect(screen.queryByRole('combobox', { name: '対象' })).toBeNull()
  expect(screen.getByRole('combobox', { name: '縦軸（Y）' })).toHaveValue('era')
})

test('the refiner keeps the server’s chart while the URL is the one it was drawn for, and dims it while it asks the API for another', async () => {
  search = 'season=2024&x=obp'
  const { rerender } = render(
    <BubbleRefiner page={PLAYERS} seasons={[2025, 2024]} serverSearch="season=2024&x=obp">
      <p>サーバーの図</p>
    </BubbleRefiner>,
  )
  expect(screen.getByText('サーバーの図')).toBeInTheDocument()
  expect(screen.queryByRole('status')).toBeNull()
  search = 'season=2024&x=slg&league=mlb'
  await act(async () =>
    rerender(
      <BubbleRefiner page={PLAYERS} seasons={[2025, 2024]} serverSearch="season=2024&x=obp">
        <p>サーバーの図</p>
      </BubbleRefiner>,
    ),
  )
  expect(screen.getByText('サーバーの図')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('グラフと表を更新しています')
  // The request is settled as the server settles it: an unknown league is NPB.
  expect(asked).toEqual([{ scope: 'players', side: 'batting', season: 2024, league: 'npb', qual: 'qualified', x: 'slg', y: 'wrc_plus', size: 'pa' }])
})
