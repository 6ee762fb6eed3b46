import { readSimDatabase, simDatabasePath } from '@/lib/data/testing/sim-database'
import { matchupSchema } from '@/lib/schemas/simulation-matchup'

type Get = (request: Request) => Response

let get: Get
beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  get = (await import('./route')).GET
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const ask = (query: string, headers: Record<string, string> = {}) => get(new Request(`http://127.0.0.1/api/simulation/matchup${query}`, { headers }))

/** The pair that met most often in the simulated league, read from the data. */
const pair = readSimDatabase((db) =>
  db.prepare<[], { batter: string; pitcher: string; n: number }>('SELECT batter_id AS batter, pitcher_id AS pitcher, COUNT(*) AS n FROM plate_appearances GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1').get(),
)
const players = `batter=${pair?.batter}&pitcher=${pair?.pitcher}`

test('a pair answers its model, N simulated PAs and the head-to-head record, with an ETag and a 304', async () => {
  const response = ask(`?${players}&n=2000&seed=5`)
  expect(response.status).toBe(200)
  const matchup = matchupSchema.parse(await response.json())
  expect(matchup.simulation).toMatchObject({ n: 2000, seed: 5 })
  expect(matchup.simulation.counts.reduce((sum, row) => sum + row.count, 0)).toBe(2000)
  expect(matchup.head_to_head.line.pa).toBe(pair?.n)
  const etag = response.headers.get('etag') ?? ''
  expect(etag).toMatch(/^".+"$/)
  expect(ask(`?${players}&n=2000&seed=5`, { 'If-None-Match': etag }).status).toBe(304)
})

test('defaults: 10,000 PAs under the default seed, the same counts on every call', async () => {
  const first = matchupSchema.parse(await ask(`?${players}`).json())
  expect(first.simulation.n).toBe(10_000)
  const again = matchupSchema.parse(await ask(`?pitcher=${pair?.pitcher}&batter=${pair?.batter}&season=${first.season}`).json())
  expect(again.simulation.counts).toEqual(first.simulation.counts)
})

test.each([
  ['n=10', 'n'],
  ['n=100001', 'n'],
  ['seed=0', 'seed'],
  ['season=20x5', 'season'],
  ['park=abc', 'park'],
])('%s is a 400 naming the parameter in Japanese and English', async (extra, name) => {
  const response = ask(`?${players}&${extra}`)
  expect(response.status).toBe(400)
  const body = await response.json()
  expect(body.error.code).toBe('invalid_parameter')
  expect(body.error.message).toContain(`パラメータ ${name}`)
  expect(body.error.message_en).toContain(`query parameter ${name}`)
})

test('a missing player is a 400 naming it; an unknown one a 404 naming which', async () => {
  expect((await ask(`?pitcher=${pair?.pitcher}`).json()).error.message).toContain('パラメータ batter')
  const batter = ask(`?batter=99999999&pitcher=${pair?.pitcher}`)
  expect(batter.status).toBe(404)
  expect((await batter.json()).error.message).toContain('打者 batter=99999999')
  const pitcher = await ask(`?batter=${pair?.batter}&pitcher=99999999`).json()
  expect(pitcher.error.message).toContain('投手 pitcher=99999999')
  expect((await ask(`?${players}&season=2016`).json()).error.code).toBe('not_found')
})
