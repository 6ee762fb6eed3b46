import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { leadersBoardSchema } from '@/lib/schemas/leaders-board'

type Get = (request: Request) => Response

let batting: Get
let pitching: Get
beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  batting = (await import('./batting/route')).GET
  pitching = (await import('./pitching/route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (get: Get, query: string, headers: Record<string, string> = {}) => get(new Request(`http://127.0.0.1/api/leaders/x${query}`, { headers }))

test('no query: the latest season\'s boards, top 10 of each league, the DTO the schema checks, with an ETag and a 304', async () => {
  const response = ask(batting, '')
  expect(response.status).toBe(200)
  const board = leadersBoardSchema.parse(await response.json())
  // The test league holds 2024 and 2025.
  expect([board.season, board.side, board.level, board.top]).toEqual([2025, 'batting', 'season', 10])
  expect(board.categories.map((category) => category.key)).toContain('wrc_plus')
  expect(board.categories[0]?.leagues.central?.length).toBeGreaterThanOrEqual(10)
  const etag = response.headers.get('etag') ?? ''
  expect(etag).toMatch(/^".+"$/)
  expect(ask(batting, '', { 'If-None-Match': etag }).status).toBe(304)
})

test('splits, league and N combine; the answer is the same view whatever the parameter order', async () => {
  const board = leadersBoardSchema.parse(await ask(pitching, '?season=2024&league=pacific&top=20&hand=L&risp=1&month=8').json())
  expect([board.season, board.side, board.level, board.top, board.qualifier.rule]).toEqual([2024, 'pitching', 'pa', 20, 'share'])
  expect(board.categories.every((category) => Object.keys(category.leagues).join() === 'pacific')).toBe(true)
  expect(board.categories.find((category) => category.key === 'era')?.available).toBe(false)
  const again = ask(pitching, '?month=8&risp=1&hand=L&top=20&league=pacific&season=2024')
  expect(await again.json()).toEqual(board)
  const asOf = leadersBoardSchema.parse(await ask(batting, '?to=2025-06-30').json())
  expect([asOf.level, asOf.qualifier.rule, asOf.through?.slice(0, 7)]).toEqual(['game', 'games', '2025-06'])
})

test.each([
  ['?hand=X', 'hand'],
  ['?top=15', 'top'],
  ['?site=away', 'site'],
  ['?risp=true', 'risp'],
  ['?month=13', 'month'],
  ['?count=3-2', 'count'],
  ['?inning=10', 'inning'],
  ['?to=2025-02-30', 'to'],
  ['?from=2025-07-01&to=2025-06-30', 'to'],
  ['?league=western', 'league'],
  ['?season=abc', 'season'],
])('%s is a 400 naming %s in Japanese and English (the page would drop it quietly)', async (query, name) => {
  const response = ask(batting, query)
  expect(response.status).toBe(400)
  const body = await response.json()
  expect(body.error.code).toBe('invalid_parameter')
  expect(body.error.message).toContain(`パラメータ ${name}`)
  expect(body.error.message_en).toContain(`query parameter ${name}`)
})

test('a season without games is a 404 in JSON', async () => {
  const response = ask(pitching, '?season=2016')
  expect(response.status).toBe(404)
  expect((await response.json()).error.code).toBe('not_found')
})
