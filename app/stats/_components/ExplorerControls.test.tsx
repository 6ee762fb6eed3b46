/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { explorerCatalogue, presetKeys } from '@/lib/domain/stats/explorer-columns'
import { sortedSearch } from '@/lib/domain/stats/explorer-query'
import { columnOptions } from '@/components/stats/explorer/explorer-columns'
import { ColumnChooser } from './ColumnChooser'
import { ExplorerRefiner } from './ExplorerRefiner'
import { FilterPanel } from './FilterPanel'
import { BATTER_POSITIONS, PITCHER_ROLES, PLAYER_ROLE_LABELS } from '@/lib/domain/stats/player-role'
import { LEAGUE_NAMES, TEAMS } from '@/lib/domain/teams/teams'

const LEAGUES = [['central', LEAGUE_NAMES.central], ['pacific', LEAGUE_NAMES.pacific]] as const

let search = ''
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }))

const SEASONS = [2025, 2024, 2023]
const pushed = () => jest.mocked(window.history.pushState).mock.calls.map(([, , url]) => url)

beforeEach(() => {
  jest.spyOn(window.history, 'pushState').mockImplementation(() => undefined)
})

test('the presets are links to their views; choosing one drops custom columns and the page, keeping the rest', () => {
  search = 'team=g&cols=hr,avg&page=3&hand=L'
  render(<ColumnChooser side="batting" seasons={SEASONS} options={columnOptions('batting')} catalogue={explorerCatalogue('batting')} />)
  const tabs = screen.getByRole('navigation', { name: '表示項目' })
  expect(within(tabs).getByText('カスタム')).toHaveAttribute('aria-current', 'page')
  const saber = within(tabs).getByRole('link', { name: 'セイバー' })
  expect(saber).toHaveAttribute('href', '/stats/batting?team=g&preset=saber&hand=L')
  fireEvent.click(saber)
  expect(pushed()).toEqual(['/stats/batting?team=g&preset=saber&hand=L'])
  expect(within(tabs).getByRole('link', { name: '基本' })).toHaveAttribute('href', '/stats/batting?team=g&hand=L')
})

test('a column ticked on adds it to the shown ones as custom columns; ticked off, it leaves them (once the list is opened)', async () => {
  search = 'preset=saber'
  const { container } = render(<ColumnChooser side="pitching" seasons={SEASONS} options={columnOptions('pitching')} catalogue={explorerCatalogue('pitching')} />)
  expect(screen.getByText(`列を選ぶ（${presetKeys('pitching', 'saber').length}列）`)).toBeInTheDocument()
  expect(screen.queryByRole('checkbox')).toBeNull()
  const details = container.querySelector('details')
  if (!details) throw new Error('no column list')
  details.open = true
  fireEvent(details, new Event('toggle'))
  fireEvent.click(await screen.findByRole('checkbox', { name: 'CSW%' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'FIP' }))
  const [added, removed] = pushed().map((url) => new URL(String(url), 'http://x').searchParams)
  expect(added?.get('cols')).toBe([...presetKeys('pitching', 'saber'), 'csw_pct'].join(','))
  expect(added?.has('preset')).toBe(false)
  // The boxes keep the first tick while the URL catches up, so the second change builds on it.
  expect(removed?.get('cols')).toBe([...presetKeys('pitching', 'saber'), 'csw_pct'].filter((key) => key !== 'fip').join(','))
})

test('the filter panel shows the URL’s choices and turns each change into a URL: a league clears the club, a range keeps its first season', () => {
  search = 'season=2024&team=g&pos=ss&qualified=false&min=100&sort=hr'
  render(<FilterPanel side="batting" seasons={SEASONS} clubs={TEAMS} leagues={LEAGUES} roles={BATTER_POSITIONS.map((role) => [role, PLAYER_ROLE_LABELS[role]])} catalogue={explorerCatalogue('batting')} />)
  expect(screen.getByLabelText('年度')).toHaveValue('2024')
  expect(screen.getByLabelText('球団')).toHaveValue('g')
  expect(screen.getByLabelText('守備位置')).toHaveValue('ss')
  expect(screen.getByRole('checkbox', { name: '規定打席到達者のみ' })).not.toBeChecked()
  expect(screen.getByLabelText('最低打席')).toHaveValue(100)
  fireEvent.change(screen.getByLabelText('リーグ'), { target: { value: 'pacific' } })
  fireEvent.change(screen.getByLabelText('〜まで（期間の合計）'), { target: { value: '2025' } })
  fireEvent.change(screen.getByLabelText('年度'), { target: { value: '2025' } })
  fireEvent.click(screen.getByRole('checkbox', { name: '規定打席到達者のみ' }))
  fireEvent.change(screen.getByLabelText('最低打席'), { target: { value: '200' } })
  fireEvent.click(screen.getByRole('button', { name: '適用' }))
  expect(pushed()).toEqual([
    '/stats/batting?season=2024&league=pacific&pos=ss&qualified=false&min=100&sort=hr',
    '/stats/batting?season=2024&through=2025&team=g&pos=ss&qualified=false&min=100&sort=hr',
    '/stats/batting?team=g&pos=ss&qualified=false&min=100&sort=hr',
    '/stats/batting?season=2024&team=g&pos=ss&min=100&sort=hr',
    '/stats/batting?season=2024&team=g&pos=ss&qualified=false&min=200&sort=hr',
  ])
})

test('pitchers filter by role; the refiner shows the server’s view while the URL is the one it was drawn for', () => {
  search = 'hand=L&team=g'
  render(
    <ExplorerRefiner side="pitching" seasons={SEASONS} serverSearch={sortedSearch('team=g&hand=L')}>
      <p>server view</p>
    </ExplorerRefiner>,
  )
  expect(screen.getByText('server view')).toBeInTheDocument()
  render(<FilterPanel side="pitching" seasons={SEASONS} clubs={TEAMS} leagues={LEAGUES} roles={PITCHER_ROLES.map((role) => [role, PLAYER_ROLE_LABELS[role]])} catalogue={explorerCatalogue('pitching')} />)
  expect(within(screen.getByLabelText('役割')).getAllByRole('option').map((option) => option.textContent)).toEqual(['すべて', '先発', '救援'])
})
