/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { raceFrames } from '@/lib/domain/analysis/race-frames'
import { japaneseDay } from '@/lib/domain/games/results-date'
import type { ChartRace } from '@/lib/schemas/chart-race'
import { RacePlayback } from './RacePlayback'

/** Three players over four dates, two places (race-frames.test.ts's worked race). */
const RACE: ChartRace = {
  season: 2025,
  side: 'batting',
  stat: 'hr',
  league: 'npb',
  top: 2,
  dates: ['2025-03-28', '2025-03-29', '2025-03-30', '2025-03-31'],
  players: [
    { id: '101', name: '上原 大輔', clubs: [[0, 'db']] },
    { id: '102', name: '平野 史也', clubs: [[0, 'm']] },
    { id: '103', name: '斎藤 秀平', clubs: [[0, 'e']] },
  ],
  deltas: [[0, 1, 1, 1], [2, 2], [0, 1], [1, 2]],
}
const FRAMES = raceFrames(RACE, RACE.top)

function motion(reduced: boolean) {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: reduced && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) })
}

const show = (initialDate: string | null = null) => render(<RacePlayback race={RACE} frames={FRAMES} statLabel="本塁打" initialDate={initialDate} />)
const dateLabel = () => screen.getByRole('status')
const address = () => `${window.location.pathname}${window.location.search}`

beforeEach(() => {
  window.history.replaceState(null, '', '/analysis/chart-race/batting?season=2025')
})
afterEach(() => jest.useRealTimers())

test('prefers-reduced-motion: the race opens paused on its last date, the chart named by its top', () => {
  motion(true)
  show()
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-31')}時点`)
  expect(dateLabel()).toHaveAttribute('aria-live', 'polite')
  expect(screen.getByRole('button', { name: '再生' })).toBeInTheDocument()
  expect(screen.getByRole('img', { name: /3月31日.*時点の本塁打上位：1位 平野 史也 3、2位 斎藤 秀平 2$/ })).toBeInTheDocument()
  expect(screen.getByRole('slider', { name: '日付' })).toHaveValue('3')
})

test('without it the race plays from the first date; pausing stops it and puts the date in the address', () => {
  jest.useFakeTimers()
  motion(false)
  show()
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-28')}時点`)
  expect(dateLabel()).toHaveAttribute('aria-live', 'off')
  act(() => jest.advanceTimersByTime(400))
  fireEvent.click(screen.getByRole('button', { name: '一時停止' }))
  const paused = dateLabel().textContent
  expect(paused).not.toBe(`${japaneseDay('2025-03-28')}時点`)
  act(() => jest.advanceTimersByTime(1000))
  expect(dateLabel().textContent).toBe(paused)
  expect(address()).toMatch(/^\/analysis\/chart-race\/batting\?season=2025&date=2025-03-(29|30)$/)
})

test('the race stops on its last date; playing again starts over and takes the date out of the address', () => {
  jest.useFakeTimers()
  motion(false)
  show()
  act(() => jest.advanceTimersByTime(3000))
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-31')}時点`)
  expect(screen.getByRole('button', { name: '再生' })).toBeInTheDocument()
  window.history.replaceState(null, '', '/analysis/chart-race/batting?date=2025-03-30')
  fireEvent.click(screen.getByRole('button', { name: '再生' }))
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-28')}時点`)
  expect(address()).toBe('/analysis/chart-race/batting')
})

test('a shared date opens paused there; stepping and the scrubber move a date at a time and keep the address', () => {
  motion(false)
  show('2025-03-29')
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-29')}時点`)
  fireEvent.click(screen.getByRole('button', { name: '次の日' }))
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-30')}時点`)
  expect(address()).toBe('/analysis/chart-race/batting?season=2025&date=2025-03-30')
  fireEvent.click(screen.getByRole('button', { name: '前の日' }))
  fireEvent.click(screen.getByRole('button', { name: '前の日' }))
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-28')}時点`)
  fireEvent.change(screen.getByRole('slider', { name: '日付' }), { target: { value: '3' } })
  expect(dateLabel()).toHaveTextContent(`${japaneseDay('2025-03-31')}時点`)
  expect(address()).toBe('/analysis/chart-race/batting?season=2025&date=2025-03-31')
})

test('the speed buttons say which one is on', () => {
  motion(true)
  show()
  fireEvent.click(screen.getByRole('button', { name: '4×' }))
  expect(screen.getByRole('button', { name: '4×' })).toHaveAttribute('aria-pressed', 'true')
  expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'false')
})
