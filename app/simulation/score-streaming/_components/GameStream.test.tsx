/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { gameMoments } from '@/lib/domain/simulation/streaming/game-moments'
import { EVEN_LOOKUP, nameOf, sampleGames } from '@/lib/domain/simulation/streaming/sample-games.fixture'
import { streamFinal } from '@/lib/domain/simulation/streaming/stream-final'
import type { StreamQuery } from '@/lib/domain/simulation/streaming/stream-query'
import { startBoard } from '@/lib/domain/simulation/streaming/scoreboard'
import { GameBoard } from './GameBoard'
import { GameStream } from './GameStream'
import { GameStreamGate } from './GameStreamGate'

const [game] = sampleGames(1)
if (!game) throw new Error('no sample game')
const moments = gameMoments(game, nameOf, EVEN_LOOKUP)
const final = streamFinal(game, nameOf, moments.length)

jest.mock('./skip-to-end', () => ({ loadWholeGame: jest.fn(async () => ({ moments, final })) }))

/** A stand-in EventSource: the test plays the server's part. */
class FakeSource extends EventTarget {
  static CLOSED = 2
  static made: FakeSource[] = []
  readyState = 1
  constructor(readonly url: string) {
    super()
    FakeSource.made.push(this)
  }
  close() {
    this.readyState = FakeSource.CLOSED
  }
  send(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }))
  }
}

beforeEach(() => {
  FakeSource.made = []
  Object.assign(window, { EventSource: FakeSource })
  jest.spyOn(window.history, 'replaceState')
})

const QUERY: StreamQuery = { season: 2025, away: 't', home: 'g', park: 'g', seed: 42, speed: '1', awayStarter: null, homeStarter: null }
const CLUBS = { away: { code: 't' as const, name: '阪神', fullName: '阪神タイガース' }, home: { code: 'g' as const, name: '巨人', fullName: '読売ジャイアンツ' } }
const show = () => render(<GameStream query={QUERY} latest={2025} clubs={CLUBS} startWe={0.54} />)
const runs = (side: 0 | 1) => within(screen.getByRole('table')).getAllByRole('row')[side + 1]?.querySelectorAll('td')

async function startedSource(): Promise<FakeSource> {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '試合開始' })))
  const source = FakeSource.made.at(-1)
  if (!source) throw new Error('no EventSource opened')
  return source
}

test('before the start: an empty nine-inning scoreboard, the starting WE, and no stream opened', () => {
  show()
  expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['チーム', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'R', 'H', 'E'])
  expect(screen.getByText('試合前')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('準備完了')
  expect(screen.getByText('54.0%')).toBeInTheDocument()
  expect(FakeSource.made).toEqual([])
})

test('the stream’s moments fill the board; at `final` the line score’s R equals the box and the source is closed', async () => {
  show()
  const source = await startedSource()
  expect(source.url).toBe('/api/simulation/score-streaming?season=2025&away=t&home=g&park=g&seed=42&speed=1')
  act(() => {
    source.send('open', {})
    for (const moment of moments) source.send('pitch', moment)
    source.send('final', final)
  })
  expect(source.readyState).toBe(FakeSource.CLOSED)
  const away = runs(0)
  const home = runs(1)
  const rCell = (cells: NodeListOf<HTMLTableCellElement> | undefined) => cells?.[cells.length - 3]?.textContent
  expect([rCell(away), rCell(home)]).toEqual([String(game.awayRuns), String(game.homeRuns)])
  expect(screen.getByText(new RegExp(`^試合終了 阪神 ${game.awayRuns}-${game.homeRuns} 巨人`))).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'もう一度見る' })).toBeInTheDocument()
})

test('pause closes the source; resume reopens it after the last moment received', async () => {
  show()
  const source = await startedSource()
  act(() => moments.slice(0, 12).forEach((moment) => source.send('pitch', moment)))
  act(() => fireEvent.click(screen.getByRole('button', { name: '一時停止' })))
  expect(source.readyState).toBe(FakeSource.CLOSED)
  expect(screen.getByText('一時停止中')).toBeInTheDocument()
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '再開' })))
  expect(FakeSource.made.at(-1)?.url).toContain('&from=11')
})

test('a speed change puts the speed in the address and reopens the stream at the new pace', async () => {
  show()
  await startedSource()
  await act(async () => fireEvent.change(screen.getByLabelText('再生速度'), { target: { value: 'max' } }))
  expect(jest.mocked(window.history.replaceState).mock.calls.at(-1)?.[2]).toBe('/simulation/score-streaming?seed=42&speed=max')
  expect(FakeSource.made.at(-1)?.url).toContain('speed=max')
})

test('skip to the end shows the whole game from the JSON at once', async () => {
  show()
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '最後までスキップ' })))
  expect(screen.getByText(new RegExp(`^試合終了 阪神 ${game.awayRuns}-${game.homeRuns} 巨人`))).toBeInTheDocument()
  expect(screen.getByRole('list', { name: '実況（新しい順）' }).children.length).toBeGreaterThan(50)
})

test('the gate: the server’s board and the controls until a press, which loads the player and does what was pressed', async () => {
  render(<GameStreamGate query={QUERY} latest={2025} clubs={CLUBS} startWe={0.54} pregame={<GameBoard board={startBoard(0.54)} clubs={CLUBS} season={2025} />} />)
  expect(screen.getByText('試合前')).toBeInTheDocument()
  await act(async () => fireEvent.change(screen.getByLabelText('再生速度'), { target: { value: 'max' } }))
  expect(FakeSource.made).toEqual([])
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '試合開始' })))
  await screen.findByText('接続しています…')
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  expect(FakeSource.made.at(-1)?.url).toContain('speed=max')
})
