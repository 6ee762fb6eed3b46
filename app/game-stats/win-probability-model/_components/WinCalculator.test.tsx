/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { WinProbability } from '@/lib/schemas/win-model'
import { WinCalculator } from './WinCalculator'

let search = ''
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }))

const replaced = () => jest.mocked(window.history.replaceState).mock.calls.map(([, , url]) => url)

/** The page's address as the browser has it; replaceState really replaces it (jsdom), and is watched. */
function visit(query: string) {
  search = query
  window.history.replaceState(null, '', `/game-stats/win-probability-model?${query}`)
  jest.spyOn(window.history, 'replaceState')
}

const SERVED: WinProbability = {
  season: 2024,
  state: { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 },
  win: 0.25,
  tie: 0.05,
  loss: 0.7,
  we: 0.275,
  li: 3.2,
  source: 'table',
}

test('the form shows the address’s state, the server’s answer for it, and each change replaces the address', () => {
  visit('season=2024&inning=9&half=bottom&outs=2&bases=3&diff=-1')
  render(<WinCalculator season={2024} latest={2025} initial={SERVED} liLabel="LI" />)
  const form = screen.getByRole('form', { name: '勝利確率を計算する場面' })
  expect(within(form).getByLabelText('イニング')).toHaveValue('9')
  expect(within(form).getByLabelText('点差')).toHaveValue('-1')
  expect(within(form).getByRole('radio', { name: '裏（ホームの攻撃）' })).toBeChecked()
  expect(within(form).getByRole('radio', { name: '二死' })).toBeChecked()
  expect(within(form).getByRole('checkbox', { name: '一塁' })).toBeChecked()
  expect(within(form).getByRole('checkbox', { name: '三塁' })).not.toBeChecked()
  expect(screen.getByRole('status', { name: '計算結果' })).toHaveTextContent('ホームチームが勝つ確率は25.0%、引き分けは5.0%、負けは70.0%です。')

  fireEvent.click(within(form).getByRole('checkbox', { name: '三塁' }))
  fireEvent.click(within(form).getByRole('radio', { name: '無死' }))
  fireEvent.change(within(form).getByLabelText('イニング'), { target: { value: '12' } })
  fireEvent.change(within(form).getByLabelText('点差'), { target: { value: '0' } })
  fireEvent.click(within(form).getByRole('radio', { name: '表（ビジターの攻撃）' }))
  // The form is not re-rendered here (the mocked search stays put): each change still builds on the
  // address's latest state, as quick clicks before a re-render must.
  expect(replaced()).toEqual([
    '/game-stats/win-probability-model?season=2024&inning=9&half=bottom&outs=2&bases=7&diff=-1',
    '/game-stats/win-probability-model?season=2024&inning=9&half=bottom&outs=0&bases=7&diff=-1',
    '/game-stats/win-probability-model?season=2024&inning=12&half=bottom&outs=0&bases=7&diff=-1',
    '/game-stats/win-probability-model?season=2024&inning=12&half=bottom&outs=0&bases=7&diff=0',
    '/game-stats/win-probability-model?season=2024&inning=12&half=top&outs=0&bases=7&diff=0',
  ])
  expect(window.location.search).toBe('?season=2024&inning=12&half=top&outs=0&bases=7&diff=0')
})

test('bad values in the address read as the default state, whose answer the server drew', () => {
  visit('inning=99&half=x')
  render(<WinCalculator season={2025} latest={2025} initial={{ ...SERVED, season: 2025 }} liLabel="LI" />)
  expect(screen.getByRole('status', { name: '計算結果' })).toHaveAttribute('aria-busy', 'false')
  expect(screen.getByLabelText('イニング')).toHaveValue('9')
})
