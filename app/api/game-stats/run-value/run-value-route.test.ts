import { GUTS_COLUMNS } from '@/app/game-stats/run-value/_components/guts-columns'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatStat } from '@/lib/domain/format/stat-format'
import { runValueViewSchema } from '@/lib/schemas/run-value'

type Get = (request: Request) => Response
let api: Get
let csv: Get

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  api = (await import('./route')).GET
  csv = (await import('./csv/route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (get: Get, path: string, query = '', headers: Record<string, string> = {}) => get(new Request(`http://127.0.0.1${path}${query}`, { headers }))

test('no query: the latest season, NPB, as the schema checks it, with an ETag and a 304', async () => {
  const response = ask(api, '/api/game-stats/run-value')
  expect(response.status).toBe(200)
  const view = runValueViewSchema.parse(await response.json())
  expect([view.season, view.league, view.summary?.season]).toEqual([2025, 'npb', 2025])
  expect(view.guts.map((row) => row.season)).toEqual([2025, 2024])
  const etag = response.headers.get('etag') ?? ''
  expect(ask(api, '/api/game-stats/run-value', '', { 'If-None-Match': etag }).status).toBe(304)
  const central = runValueViewSchema.parse(await ask(api, '/api/game-stats/run-value', '?season=2024&league=central').json())
  expect([central.season, central.league]).toEqual([2024, 'central'])
})

test.each([
  ['?season=abc', 'season'],
  ['?league=western', 'league'],
])('%s is a 400 naming %s', async (query, name) => {
  const response = ask(api, '/api/game-stats/run-value', query)
  expect(response.status).toBe(400)
  expect((await response.json()).error.message_en).toContain(`query parameter ${name}`)
  expect(ask(csv, '/api/game-stats/run-value/csv', '?league=western').status).toBe(400)
})

test('a season outside the data is a 404 in JSON', async () => {
  const response = ask(api, '/api/game-stats/run-value', '?season=2016')
  expect(response.status).toBe(404)
  expect((await response.json()).error.code).toBe('not_found')
})

test('the CSV: BOM, the simulated-league notice, the page’s header, a row per season as the table prints it', async () => {
  const response = ask(csv, '/api/game-stats/run-value/csv', '?league=pacific')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="run-value-guts-pacific.csv"')
  const bytes = new Uint8Array(await response.arrayBuffer())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [notice, header, ...lines] = new TextDecoder().decode(bytes.subarray(3)).trimEnd().split('\r\n')
  expect(notice).toMatch(/架空のシミュレーションリーグ/)
  expect(header).toBe(GUTS_COLUMNS.map((column) => column.header).join(','))
  const view = runValueViewSchema.parse(await ask(api, '/api/game-stats/run-value', '?league=pacific').json())
  expect(lines).toHaveLength(view.guts.length)
  const [season, woba, scale] = lines[0]?.split(',') ?? []
  expect([season, woba, scale]).toEqual(['2025', formatStat(view.guts[0]?.league_woba ?? null, 'rate3'), formatStat(view.guts[0]?.woba_scale ?? null, 'decimal3')])
})
