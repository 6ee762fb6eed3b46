/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import { fixtureChunk, fixtureClub } from './chunk.fixture'
import { ChampionshipForm } from './ChampionshipForm'
import { LiveRun } from './LiveRun'

let search = ''
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search) }))

const DAYS = { first: '2025-03-28', end: '2025-10-15', midpoint: '2025-06-24' }

const replaced = () => jest.mocked(window.history.replaceState).mock.calls.map(([, , url]) => url)

function visit(query: string) {
  search = query
  window.history.replaceState(null, '', `/simulation/championship?${query}`)
  jest.spyOn(window.history, 'replaceState')
}

afterEach(() => jest.restoreAllMocks())

test('the form shows the address\'s run; running it replaces the address with the new seed', () => {
  visit('asOf=2025-08-01&seed=5')
  render(<ChampionshipForm season={2025} latest={2025} days={DAYS} />)
  const form = screen.getByRole('form', { name: 'シミュレーションの条件' })
  expect(within(form).getByLabelText('時点（この日までの試合を反映）')).toHaveValue('2025-08-01')
  expect(within(form).getByLabelText('シード（乱数の種）')).toHaveValue(5)
  fireEvent.change(within(form).getByLabelText('シード（乱数の種）'), { target: { value: '77' } })
  fireEvent.change(within(form).getByLabelText('シーズン数'), { target: { value: '50000' } })
  fireEvent.click(within(form).getByRole('button', { name: 'シミュレーション実行' }))
  expect(replaced()).toEqual(['/simulation/championship?asOf=2025-08-01&n=50000&seed=77'])
})

test('a date outside the season is refused in the form, and one in the address is named', () => {
  visit('asOf=2025-01-05')
  render(<ChampionshipForm season={2025} latest={2025} days={DAYS} />)
  const form = screen.getByRole('form', { name: 'シミュレーションの条件' })
  expect(within(form).getByRole('alert')).toHaveTextContent('日付「2025-01-05」は2025年のシーズン期間（2025/03/28〜2025/10/15）にないため、2025/06/24時点で計算しています。')
  fireEvent.change(within(form).getByLabelText('時点（この日までの試合を反映）'), { target: { value: '2025-12-01' } })
  fireEvent.submit(form)
  expect(replaced()).toEqual([])
  expect(within(form).getByRole('alert')).toHaveTextContent('日付は2025年のシーズン期間（2025/03/28〜2025/10/15）から選んでください。')
})

const club = (team: 'g' | 'h', first: number, seasons: number) => fixtureClub(team, first, seasons, { magic: 60 })

const chunk = (index: number, seasons: number): ChampionshipChunk =>
  fixtureChunk(index, seasons, 3, [
    { league: 'central', clubs: [club('g', seasons / 2, seasons)] },
    { league: 'pacific', clubs: [club('h', seasons / 4, seasons)] },
  ])

test('a 50,000-season run asks for chunks 1 and 2 in turn after the server\'s chunk 0 and adds them up', async () => {
  const asked: string[] = []
  const fetch = jest.fn(async (input: string) => {
    const index = Number(new URL(input, 'http://localhost').searchParams.get('chunk'))
    asked.push(String(index))
    return { status: 200, statusText: 'OK', text: async () => JSON.stringify(chunk(index, index === 2 ? 10_000 : 20_000)) }
  })
  Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true })
  render(<LiveRun season={2025} run={{ asOf: '2025-06-24', n: 50_000, seed: 3 }} initial={chunk(0, 20_000)} search="n=50000&seed=3" fallback={<p>server</p>} />)
  expect(await screen.findByText('50,000 シーズンの計算が完了しました。')).toBeInTheDocument()
  expect(asked).toEqual(['1', '2'])
  // Giants first in half of every chunk's seasons: 25,000 of 50,000.
  const central = screen.getByRole('table', { name: 'セ・リーグ 優勝確率' })
  expect(within(central).getAllByText('50.0%').length).toBeGreaterThan(0)
})
