import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { playFinderSchema } from '@/lib/schemas/play-finder'

type Route = typeof import('./route')
let api: Route['GET']

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  api = (await import('./route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (query: string, headers: Record<string, string> = {}) => api(new Request(`http://127.0.0.1/api/analysis/plays?${query}`, { headers }))

test('a filter set answers its PAs, line and first page, with an ETag a client holding it gets a 304 for', async () => {
  const response = await ask('season=2025&bases=7&outs=2&ph=1')
  expect(response.status).toBe(200)
  const body = playFinderSchema.parse(await response.json())
  expect(body).toMatchObject({ side: 'batting', from: 2025, to: 2025, league: 'npb', page: 1, per: 25, filter: { bases: '7', outs: '2', ph: true } })
  expect(body.line.pa).toBe(body.total)
  const etag = response.headers.get('etag') ?? ''
  expect((await ask('season=2025&bases=7&outs=2&ph=1', { 'If-None-Match': etag })).status).toBe(304)
})

test('season=all searches every served season; the pitching side names its pitchers', async () => {
  const body = playFinderSchema.parse(await (await ask('season=all&side=pitching&result=HR&per=50')).json())
  expect([body.from, body.to, body.per, body.rows.length]).toEqual([2024, 2025, 50, 50])
  expect(body.rows.every((row) => row.result === 'HR')).toBe(true)
})

test.each([
  ['', 'season'],
  ['season=20x5', 'season'],
  ['season=2025&side=fielding', 'side'],
  ['season=2025&bases=8', 'bases'],
  ['season=2025&outs=3', 'outs'],
  ['season=2025&inning=13', 'inning'],
  ['season=2025&margin=5', 'margin'],
  ['season=2025&count=4-0', 'count'],
  ['season=2025&ph=yes', 'ph'],
  ['season=2025&first=curve', 'first'],
  ['season=2025&bhand=S', 'bhand'],
  ['season=2025&team=yg', 'team'],
  ['season=2025&league=central&team=h', 'team'],
  ['season=2025&player=abc', 'player'],
  ['season=2025&month=13', 'month'],
  ['season=2025&result=XX', 'result'],
  ['season=2025&page=0', 'page'],
  ['season=2025&per=30', 'per'],
])('?%s is a 400 naming %s, in both languages', async (query, name) => {
  const response = await ask(query)
  expect(response.status).toBe(400)
  const body = (await response.json()) as { error: { code: string; message: string; message_en: string } }
  expect(body.error.code).toBe('invalid_parameter')
  expect(body.error.message).toContain(`パラメータ ${name}`)
  expect(body.error.message_en).toContain(`parameter ${name}`)
})

test('a season without games is a 404', async () => {
  expect((await ask('season=2016')).status).toBe(404)
})
