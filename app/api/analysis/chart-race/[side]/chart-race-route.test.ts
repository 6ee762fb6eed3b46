import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { chartRaceSchema } from '@/lib/schemas/chart-race'

type Get = (request: Request, context: { params: Promise<{ side: string }> }) => Promise<Response>
let api: Get

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  api = (await import('./route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (side: string, query = '', headers: Record<string, string> = {}) =>
  api(new Request(`http://127.0.0.1/api/analysis/chart-race/${side}${query}`, { headers }), { params: Promise.resolve({ side }) })

test('no query: the latest season, the side’s default stat, NPB, as the schema checks it, with an ETag and a 304', async () => {
  const response = await ask('pitching')
  expect(response.status).toBe(200)
  const race = chartRaceSchema.parse(await response.json())
  expect([race.side, race.stat, race.league, race.top]).toEqual(['pitching', 'so', 'npb', 10])
  expect(race.season).toBeGreaterThanOrEqual(2025)
  const etag = response.headers.get('etag') ?? ''
  expect((await ask('pitching', '', { 'If-None-Match': etag })).status).toBe(304)
  const hits = chartRaceSchema.parse(await (await ask('batting', '?stat=h&league=central')).json())
  expect([hits.side, hits.stat, hits.league]).toEqual(['batting', 'h', 'central'])
})

test.each([
  ['batting', '?stat=so', 'stat'],
  ['pitching', '?stat=hr', 'stat'],
  ['batting', '?league=western', 'league'],
  ['batting', '?season=abc', 'season'],
])('%s %s is a 400 naming %s', async (side, query, name) => {
  const response = await ask(side, query)
  expect(response.status).toBe(400)
  expect((await response.json()).error.message_en).toContain(`query parameter ${name}`)
})

test('a season outside the data and an unknown side are 404s in JSON', async () => {
  const season = await ask('batting', '?season=1990')
  expect(season.status).toBe(404)
  expect((await season.json()).error.code).toBe('not_found')
  expect((await ask('fielding')).status).toBe(404)
})
