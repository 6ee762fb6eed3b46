import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { championshipChunkSchema, championshipHistorySchema } from '@/lib/schemas/simulation-championship'

type Route = typeof import('./route')
let chunks: Route['GET']
let history: Route['GET']

beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  chunks = (await import('./route')).GET
  history = (await import('./history/route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (query: string, headers: Record<string, string> = {}) => chunks(new Request(`http://127.0.0.1/api/simulation/championship?${query}`, { headers }))

test('a chunk answers with its counts, the same for the same query, with an ETag', async () => {
  const response = await ask('season=2025&asOf=2025-07-01&n=50000&seed=9&chunk=2')
  expect(response.status).toBe(200)
  const body = championshipChunkSchema.parse(await response.json())
  // 50,000 seasons: chunks of 20,000, 20,000 and 10,000.
  expect([body.chunk, body.chunks, body.seasons, body.as_of]).toEqual([2, 3, 10_000, '2025-07-01'])
  const etag = response.headers.get('etag') ?? ''
  expect((await ask('season=2025&asOf=2025-07-01&n=50000&seed=9&chunk=2', { 'If-None-Match': etag })).status).toBe(304)
})

test.each([
  ['season=2025&n=500', 'n'],
  ['season=2025&n=200001', 'n'],
  ['season=2025&n=20000&chunk=1', 'chunk'],
  ['season=2025&asOf=2025-01-10', 'asOf'],
  ['season=2025&asOf=2025-13-01', 'asOf'],
  ['season=2025&seed=0', 'seed'],
])('%s → 400 naming %s', async (query, name) => {
  const response = await ask(query)
  expect(response.status).toBe(400)
  const body = (await response.json()) as { error: { message: string; message_en: string } }
  expect(body.error.message_en).toContain(`query parameter ${name}`)
})

test('a season without games is a 404; the history answers a point per Monday', async () => {
  expect((await ask('season=1999')).status).toBe(404)
  const response = await history(new Request('http://127.0.0.1/api/simulation/championship/history?season=2025&seed=3'))
  const body = championshipHistorySchema.parse(await response.json())
  expect(body.clubs).toHaveLength(12)
  expect(body.points.length).toBeGreaterThan(20)
})
