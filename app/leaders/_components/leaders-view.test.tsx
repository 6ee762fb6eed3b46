/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { render, screen, within } from '@testing-library/react'
import { leadersBoardFrom } from '@/lib/data/loaders/leaders/get-leaders-board'
import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { formatRate3 } from '@/lib/domain/format/numbers'
import type { LeadersBoard } from '@/lib/schemas/leaders-board'
import { describeLeaders } from './describe-leaders'
import { LeaderCard } from './LeaderCard'
import { leadersView, type LeadersView } from './leaders-query'
import { LeadersMethod, PA_LEVEL_NOTE } from './LeadersMethod'

const SEASONS = [2025, 2024]

function boardOf(view: LeadersView): LeadersBoard {
  const { side, season, filter, top } = view
  const board = readSimDatabase((db) => leadersBoardFrom(db, { side, season, filter, top }))
  if (!board) throw new Error('the simulated league has 2025 games')
  return board
}

const whole = leadersView('batting', {}, SEASONS).view
const season = boardOf(whole)
const split = leadersView('batting', { hand: 'L', risp: '1' }, SEASONS).view
const splitBoard = boardOf(split)

const category = (board: LeadersBoard, key: string) => {
  const found = board.categories.find((entry) => entry.key === key)
  if (!found) throw new Error(`no ${key}`)
  return found
}

test('the AVG card: its rule from the lines\' qualifier, both leagues\' lists, names linking to the season page, values as .312', () => {
  render(<LeaderCard board={season} category={category(season, 'avg')} />)
  const card = screen.getByRole('region', { name: /^打率/ })
  expect(within(card).getByText(`規定打席以上（${season.qualifier.max === season.qualifier.min ? season.qualifier.max : `${season.qualifier.min}〜${season.qualifier.max}`}打席）`)).toBeInTheDocument()
  const first = category(season, 'avg').leagues.central?.[0]
  if (!first) throw new Error('a central AVG leader')
  const central = within(card).getByRole('table', { name: 'セ・リーグ 打率' })
  expect(within(central).getByRole('link', { name: first.name })).toHaveAttribute('href', `/players/${first.player_id}/career-batting/2025`)
  expect(within(central).getAllByRole('row')[1]).toHaveTextContent(formatRate3(first.value))
  expect(within(card).getByRole('table', { name: 'パ・リーグ 打率' })).toBeInTheDocument()
})

test('a count says 規定なし; a stat a PA split cannot count says so in one line instead of a list', () => {
  render(<LeaderCard board={season} category={category(season, 'hr')} />)
  expect(within(screen.getByRole('region', { name: /^本塁打/ })).getByText('規定なし')).toBeInTheDocument()
  render(<LeaderCard board={splitBoard} category={category(splitBoard, 'sb')} />)
  const steals = screen.getByRole('region', { name: /^盗塁/ })
  expect(within(steals).queryByRole('table')).toBeNull()
  expect(steals).toHaveTextContent('盗塁は打席と打席の間の記録のため')
  render(<LeaderCard board={splitBoard} category={category(splitBoard, 'avg')} />)
  expect(screen.getAllByText(/^規定打席相当以上（\d+(〜\d+)?打席）$/).length).toBeGreaterThan(0)
})

test('the method notes state the share a PA split keeps and what the PA level cannot count', () => {
  render(<LeadersMethod board={splitBoard} />)
  const notes = screen.getByRole('region', { name: '集計方法' })
  expect(notes).toHaveTextContent(PA_LEVEL_NOTE)
  expect(notes).toHaveTextContent(/この条件に当たる打席の割合（この表示では\d+\.\d%）/)
  expect(notes).toHaveTextContent('数え直したもの')
})

test('title, canonical and JSON-LD: the season and splits in the title, the season alone in the canonical, the AVG lists as ItemLists', () => {
  expect(describeLeaders(whole, season)).toMatchObject({ title: '2025年 打撃部門リーダー', path: '/leaders/batting/atbat' })
  const filtered = leadersView('batting', { season: '2024', hand: 'L', risp: '1', league: 'central' }, SEASONS).view
  const page = describeLeaders(filtered, null)
  expect(page).toMatchObject({ title: '2024年 セ・リーグ 打撃部門リーダー 対左投手・得点圏', path: '/leaders/batting/atbat?season=2024' })
  expect(page.structuredData).toBeUndefined()
  const data = JSON.stringify(describeLeaders(whole, season).structuredData)
  expect(data).toContain('"@type":"ItemList"')
  expect(data).toContain('セ・リーグ 打率')
  expect(data).toContain(`/players/${category(season, 'avg').leagues.pacific?.[0]?.player_id}/career-batting/2025`)
})
