import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { bubbleChartSchema } from '@/lib/schemas/bubble-chart'

type Route = typeof import('./route')
let api: Route['GET']

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  api = (await import('./route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (scope: string, side: string, query = '', headers: Record<string, string> = {}) =>
  api(new Request(`http://127.0.0.1/api/analysis/bubble-chart/${scope}/${side}${query ? `?${query}` : ''}`, { headers }), { params: Promise.resolve({ scope, side }) })

test('no query: the latest season’s default chart, as the schema checks it, with an ETag a client holding it gets a 304 for', async () => {
  const response = await ask('players', 'pitching')
  expect(response.status).toBe(200)
  const body = bubbleChartSchema.parse(await response.json())
  expect(body).toMatchObject({ scope: 'players', side: 'pitching', league: 'npb', qual: 'qualified', x: 'k_pct', y: 'bb_pct', size: 'outs' })
  expect(body.points.length).toBeGreaterThan(10)
  const etag = response.headers.get('etag') ?? ''
  expect((await ask('players', 'pitching', '', { 'If-None-Match': etag })).status).toBe(304)
})

test('the pickers’ params shape the answer, and a club chart ignores a qualifier', async () => {
  const body = bubbleChartSchema.parse(await (await ask('players', 'batting', 'league=central&x=obp&y=slg&size=hr&qual=all')).json())
  expect(body).toMatchObject({ league: 'central', x: 'obp', y: 'slg', size: 'hr', qual: 'all' })
  const clubs = bubbleChartSchema.parse(await (await ask('teams', 'batting', 'qual=half')).json())
  expect([clubs.qual, clubs.points.length]).toEqual(['all', 12])
})

test.each([
  ['x=era', 'x'],
  ['y=whiff_pct', 'y'],
  ['size=ops', 'size'],
  ['qual=some', 'qual'],
  ['league=mlb', 'league'],
  ['season=20x5', 'season'],
])('%s is a 400 naming %s', async (query, name) => {
  const response = await ask('players', 'batting', query)
  expect(response.status).toBe(400)
  expect((await response.json()).error.message_en).toContain(`query parameter ${name}`)
})

test('a season outside the data and an unknown chart are JSON 404s', async () => {
  const season = await ask('players', 'batting', 'season=1999')
  expect(season.status).toBe(404)
  expect((await season.json()).error.code).toBe('not_found')
  const chart = await ask('coaches', 'batting')
  expect(chart.status).toBe(404)
  expect((await chart.json()).error.message_en).toContain('/api/analysis/bubble-chart/coaches/batting')
})
