import { readSimDatabase, simDatabasePath } from '@/lib/data/testing/sim-database'
import { winProbabilitySchema } from '@/lib/schemas/win-model'

type Get = (request: Request) => Response

let get: Get
beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  get = (await import('./route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (query: string, headers: Record<string, string> = {}) => get(new Request(`http://127.0.0.1/api/game-stats/win-probability${query}`, { headers }))

test('a state answers the stored win_expectancy row, WE and LI, with an ETag and a 304', async () => {
  const response = ask('?season=2024&inning=9&half=bottom&outs=2&bases=3&diff=-1')
  expect(response.status).toBe(200)
  const answer = winProbabilitySchema.parse(await response.json())
  const stored = readSimDatabase((db) =>
    db.prepare("SELECT win, tie, loss FROM win_expectancy WHERE season = 2024 AND inning = 9 AND half = 'bottom' AND outs = 2 AND bases = 3 AND score_diff = -1").get(),
  )
  expect(answer).toMatchObject({ season: 2024, state: { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 }, source: 'table', ...(stored as object) })
  expect(answer.we).toBeCloseTo(answer.win + answer.tie / 2, 12)
  // Two out in the 9th, the tying run on second: a high-leverage spot.
  expect(answer.li ?? 0).toBeGreaterThan(2)
  const etag = response.headers.get('etag') ?? ''
  expect(etag).toMatch(/^".+"$/)
  expect(ask('?season=2024&inning=9&half=bottom&outs=2&bases=3&diff=-1', { 'If-None-Match': etag }).status).toBe(304)
})

test('without a season it answers for the latest; beyond ±10 the model answers, and parameter order does not matter', async () => {
  const latest = winProbabilitySchema.parse(await ask('?inning=1&half=top&outs=0&bases=0&diff=0').json())
  expect(latest.season).toBe(2025)
  const far = winProbabilitySchema.parse(await ask('?diff=-13&bases=0&outs=0&half=top&inning=2&season=2025').json())
  expect(far).toMatchObject({ source: 'model', state: { diff: -13 } })
  expect(far.win).toBeLessThan(0.01)
})

test.each([
  ['?inning=13&half=top&outs=0&bases=0&diff=0', 'inning'],
  ['?inning=1&half=middle&outs=0&bases=0&diff=0', 'half'],
  ['?inning=1&half=top&outs=3&bases=0&diff=0', 'outs'],
  ['?inning=1&half=top&outs=0&bases=8&diff=0', 'bases'],
  ['?inning=1&half=top&outs=0&bases=0&diff=16', 'diff'],
  ['?inning=1&half=top&outs=0&bases=0&diff=%2B1', 'diff'],
  ['?inning=1&half=top&outs=0&bases=0', 'diff'],
  ['?season=abc&inning=1&half=top&outs=0&bases=0&diff=0', 'season'],
])('%s is a 400 naming %s in Japanese and English', async (query, name) => {
  const response = ask(query)
  expect(response.status).toBe(400)
  const body = await response.json()
  expect(body.error.code).toBe('invalid_parameter')
  expect(body.error.message).toContain(`パラメータ ${name}`)
  expect(body.error.message_en).toContain(`query parameter ${name}`)
})

test('a season without games is a 404 in JSON', async () => {
  const response = ask('?season=2016&inning=1&half=top&outs=0&bases=0&diff=0')
  expect(response.status).toBe(404)
  expect((await response.json()).error.code).toBe('not_found')
})
