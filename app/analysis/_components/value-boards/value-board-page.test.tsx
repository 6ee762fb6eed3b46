import { renderToStaticMarkup } from 'react-dom/server'
import { openSimWithValueLines } from '@/lib/data/loaders/analysis/value-boards/sim-with-value-lines'
import { valueBoardPage } from './valueBoardPage'

let sim: ReturnType<typeof openSimWithValueLines>
beforeAll(() => {
  sim = openSimWithValueLines()
  process.env.NPB_DB_PATH = sim.path
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
  sim.close()
})

const render = async (board: 'wpa' | 're24' | 'lwts', side: 'batting' | 'pitching', searchParams: Record<string, string>) =>
  renderToStaticMarkup(await valueBoardPage(board, side).Page({ searchParams: Promise.resolve(searchParams) }))

test('a whole page: one h1, the selectors, tabs, board, plays and method; the widest view stays lean', async () => {
  const html = await render('wpa', 'pitching', {})
  expect(html.match(/<h1/g)).toHaveLength(1)
  expect(html).toContain('WPA（投手）</h1>')
  for (const part of ['aria-label="年度"', 'aria-label="リーグ"', 'aria-label="指標"', 'aria-label="投手・打者"', 'id="board-heading"', 'id="top-plays"', 'id="method"']) expect(html).toContain(part)
  expect(html).toContain('"@type":"Dataset"')
  // The widest table (LWTS, 17 columns) at a hundred rows: the markup stays well under the page budget.
  const wide = await render('lwts', 'batting', { qualified: 'false' })
  expect(wide).toContain('id="weights"')
  expect(wide.length).toBeLessThan(150_000)
})

test('a season the data does not hold falls back to the latest and says so; bad values never break the page', async () => {
  const html = await render('re24', 'batting', { season: '1999', league: 'west', qualified: 'x', sort: 'nope', order: 'up', page: '99' })
  expect(html).toContain('1999年のデータはないため、2025年を表示しています。')
  expect(html).toContain('RE24（打者）</h1>')
})
