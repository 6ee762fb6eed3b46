import { openSimWithValueLines } from '@/lib/data/loaders/analysis/value-boards/sim-with-value-lines'
import { valueBoardSchema } from '@/lib/schemas/value-boards'
import { valueColumns } from '@/app/analysis/_components/value-boards/value-columns'

type Get = (request: Request, context: { params: Promise<{ board: string; side: string }> }) => Promise<Response>
let api: Get
let csv: Get
let sim: ReturnType<typeof openSimWithValueLines>

beforeAll(async () => {
  sim = openSimWithValueLines()
  process.env.NPB_DB_PATH = sim.path
  api = (await import('./route')).GET
  csv = (await import('./csv/route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
  sim.close()
})

const ask = (get: Get, board: string, side: string, query = '', headers: Record<string, string> = {}) =>
  get(new Request(`http://127.0.0.1/api/analysis/${board}/${side}${get === csv ? '/csv' : ''}${query}`, { headers }), { params: Promise.resolve({ board, side }) })

test('no query: the latest season, NPB, qualified players, as the schema checks it, with an ETag and a 304', async () => {
  const response = await ask(api, 'wpa', 'batting')
  expect(response.status).toBe(200)
  const view = valueBoardSchema.parse(await response.json())
  expect([view.season, view.league, view.board, view.side, view.qualified]).toEqual([2025, 'npb', 'wpa', 'batting', true])
  expect(view.rows.every((row) => row.qualified)).toBe(true)
  expect(view.top_plays).toHaveLength(10)
  expect((await ask(api, 'wpa', 'batting', '', { 'If-None-Match': response.headers.get('etag') ?? '' })).status).toBe(304)
  const all = valueBoardSchema.parse(await (await ask(api, 'lwts', 'pitching', '?season=2024&league=central&qualified=false')).json())
  expect([all.season, all.league, all.qualified, all.rows.length]).toEqual([2024, 'central', false, all.total])
  expect(all.weights.length).toBeGreaterThan(10)
})

test.each([
  ['?season=abc', 'season'],
  ['?league=western', 'league'],
  ['?qualified=maybe', 'qualified'],
])('%s is a 400 naming %s', async (query, name) => {
  const response = await ask(api, 're24', 'pitching', query)
  expect(response.status).toBe(400)
  expect((await response.json()).error.message_en).toContain(`query parameter ${name}`)
  expect((await ask(csv, 're24', 'pitching', query)).status).toBe(400)
})

test('an unknown board or side, or a season outside the data, is a 404 in JSON', async () => {
  for (const [board, side, query] of [['war', 'batting', ''], ['wpa', 'fielding', ''], ['wpa', 'batting', '?season=2015']] as const) {
    const response = await ask(api, board, side, query)
    expect(response.status).toBe(404)
    expect((await response.json()).error.code).toBe('not_found')
    expect((await ask(csv, board, side, query)).status).toBe(404)
  }
})

test('the CSV: BOM, the simulated-league notice, the page’s header, the API’s rows in the asked order', async () => {
  const response = await ask(csv, 'wpa', 'pitching', '?season=2025&qualified=false&sort=shutdowns')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="value-wpa-pitching-2025-npb-all-shutdowns-desc.csv"')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [notice, header, ...lines] = new TextDecoder().decode(bytes.subarray(3)).trimEnd().split('\r\n')
  expect(notice).toMatch(/架空のシミュレーションリーグ/)
  expect(header).toBe(['選手', '球団', ...valueColumns('wpa', 'pitching').map((column) => column.label)].join(','))
  const view = valueBoardSchema.parse(await (await ask(api, 'wpa', 'pitching', '?qualified=false')).json())
  expect(lines).toHaveLength(view.rows.length)
  const most = Math.max(...view.rows.map((row) => row.shutdowns ?? 0))
  expect(lines[0]?.split(',')[header?.split(',').indexOf('SD') ?? -1]).toBe(String(most))
})
