/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import type { DailyMvpGame, WpaLeader } from '@/lib/schemas/game-mvp'
import { DailyMvpView } from './DailyMvpView'
import { MonthlyMvpView } from './MonthlyMvpView'
import { MvpMethod } from './MvpMethod'
import { MvpTabs } from './MvpTabs'
import { mvpHref, mvpQuerySchema } from './mvp-query'

const page = { title: 't', description: 'd', path: '/game-results/mvp/daily' }
const game = (over: Partial<DailyMvpGame>): DailyMvpGame => ({
  id: '20250701-c-g-01', kind: 'regular', status: 'final', innings: 9, away: { team: 'g', runs: 1 }, home: { team: 'c', runs: 3 },
  mvp: { playerId: '10000480', name: 'モレノ', team: 'c', role: 'pitcher', wpa: 0.354635, line: { role: 'pitcher', bf: 23, outs: 21, h: 2, r: 0, er: 0, so: 4, bb: 1, decision: 'W' } },
  ...over,
})
const dates = { previous: '2025-06-30', next: '2025-07-02', first: '2024-03-29', last: '2025-10-15', ids: [] }

test('the query falls back quietly and the addresses keep only their tab’s values', () => {
  expect(mvpQuerySchema.parse({ date: ['a', 'b'], month: '2025-07', league: 'nope' })).toEqual({ month: '2025-07' })
  expect(mvpHref('daily', { date: '2025-07-01', month: '2025-07', league: 'central' })).toBe('/game-results/mvp/daily?date=2025-07-01')
  expect(mvpHref('monthly', { date: '2025-07-01', month: '2025-07', league: 'central' })).toBe('/game-results/mvp/monthly?month=2025-07&league=central')
  expect(mvpHref('monthly')).toBe('/game-results/mvp/monthly')
})

test('tabs: both are links, the current one marked, and a way back to the results', () => {
  render(<MvpTabs current="daily" />)
  expect(screen.getByRole('link', { name: '日別' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('link', { name: '月間' })).not.toHaveAttribute('aria-current')
  expect(screen.getByRole('link', { name: '← 試合結果' })).toHaveAttribute('href', '/game-results')
})

test('a day: each game’s score links to it, its MVP to his page with WPA and line; a postseason game says its stage; the nearest day is explained', () => {
  const series = game({ id: '20251015-t-h-01', kind: 'japan_series', away: { team: 'h', runs: 2 }, home: { team: 't', runs: 2 }, status: 'tie', innings: 12, mvp: null })
  render(<DailyMvpView view={{ tab: 'daily', page, asked: '2030-01-01', day: { date: '2025-07-01', shift: 'after-data' }, dates, mvps: { date: '2025-07-01', games: [game({}), series] } }} />)
  expect(screen.getByText('2030-01-01より後の試合はデータにないため、最後の試合日を表示しています。')).toBeVisible()
  const [first, second] = screen.getAllByRole('article')
  expect(within(first as HTMLElement).getByRole('link', { name: '巨人 1 - 3 広島' })).toHaveAttribute('href', '/games/20250701-c-g-01')
  expect(within(first as HTMLElement).getByRole('link', { name: 'モレノ' })).toHaveAttribute('href', '/players/10000480/career-pitching/2025')
  expect(first).toHaveTextContent('WPA +0.355')
  expect(first).toHaveTextContent('7回 無失点 4奪三振（勝利）')
  expect(second).toHaveTextContent('日本シリーズ 延長12回 引き分け')
  expect(second).toHaveTextContent('MVPを選べません')
  expect(screen.getByRole('navigation', { name: '日付' }).querySelector('a')).toHaveAttribute('href', '/game-results/mvp/daily?date=2025-06-30')
})

test('a day without games says so', () => {
  render(<DailyMvpView view={{ tab: 'daily', page, asked: null, day: { date: '2025-07-07', shift: 'none' }, dates, mvps: { date: '2025-07-07', games: [] } }} />)
  expect(screen.getByText(/この日は試合がありません。/)).toBeVisible()
})

const leader = (rank: number, role: WpaLeader['role'], team: WpaLeader['team']): WpaLeader => ({ rank, role, playerId: `1000${rank}${role === 'batter' ? 1 : 2}`, name: `選手${rank}`, team, wpa: 1.5 - rank / 10, pa: 90, games: 23 })

test('a month: two tables per league with rank, linked name, club, signed WPA, PA or BF and games; the league pills and month selector keep the month', () => {
  const leagues = [
    { league: 'central' as const, batters: [leader(1, 'batter', 's'), leader(2, 'batter', 'g')], pitchers: [leader(1, 'pitcher', 'c')] },
    { league: 'pacific' as const, batters: [leader(1, 'batter', 'h')], pitchers: [] },
  ]
  const months = ['2024-09', '2025-03', '2025-07', '2025-08']
  render(<MonthlyMvpView view={{ tab: 'monthly', page, asked: '2025-06', shown: { month: '2025-07', shift: 'nearest' }, months, league: null, leaders: { month: '2025-07', leagues } }} />)
  expect(screen.getByText('2025-06には公式戦がないため、最も近い2025年7月を表示しています。')).toBeVisible()
  const batters = screen.getByRole('table', { name: 'セ・リーグ 2025年7月の打者 WPA上位' })
  expect(within(batters).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['選手', '球団', 'WPA', '打席', '試合'])
  const top = within(batters).getAllByRole('row')[1] as HTMLElement
  expect(within(top).getByRole('link', { name: '選手1' })).toHaveAttribute('href', '/players/100011/career-batting/2025')
  expect(top).toHaveTextContent('+1.400')
  expect(within(screen.getByRole('table', { name: 'セ・リーグ 2025年7月の投手 WPA上位' })).getAllByRole('columnheader').map((th) => th.textContent)).toContain('打者')
  expect(screen.getByText('この月の投手の記録はありません。')).toBeVisible()
  expect(screen.getByRole('link', { name: 'パ・リーグ' })).toHaveAttribute('href', '/game-results/mvp/monthly?month=2025-07&league=pacific')
  expect(screen.getByRole('link', { name: '両リーグ' })).toHaveAttribute('aria-current', 'page')
  expect(screen.getByRole('combobox', { name: '月' })).toHaveValue('2025-07')
  expect(screen.getByRole('link', { name: '← 2025年3月' })).toHaveAttribute('href', '/game-results/mvp/monthly?month=2025-03')
})

test('a month filtered to one league shows that league alone and the selector carries it', () => {
  const leagues = [{ league: 'central' as const, batters: [leader(1, 'batter', 's')], pitchers: [leader(1, 'pitcher', 'c')] }, { league: 'pacific' as const, batters: [leader(1, 'batter', 'h')], pitchers: [leader(1, 'pitcher', 'l')] }]
  const { container } = render(<MonthlyMvpView view={{ tab: 'monthly', page, asked: null, shown: { month: '2025-07', shift: 'none' }, months: ['2025-07'], league: 'pacific', leaders: { month: '2025-07', leagues } }} />)
  expect(screen.queryByRole('heading', { name: /セ・リーグ/ })).toBeNull()
  expect(screen.getByRole('heading', { level: 2, name: 'パ・リーグ 2025年7月' })).toBeVisible()
  expect(container.querySelector('input[type=hidden][name=league]')).toHaveAttribute('value', 'pacific')
})

test('the method names its stat and links to the glossary’s WPA entry', () => {
  render(<MvpMethod />)
  expect(screen.getByRole('link', { name: 'WPAの説明' })).toHaveAttribute('href', '/columns/glossary#wpa')
  expect(screen.getByRole('region', { name: '選び方' })).toHaveTextContent('投手には対戦した打席のWPAの符号を反転して')
})
