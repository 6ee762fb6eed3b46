import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { GET } from './route'

// The 200 answer draws through next/og's dynamic import, which Jest cannot run: e2e covers it.
const ask = (gameId: string) => GET(new Request(`http://127.0.0.1/og/games/${gameId}`), { params: Promise.resolve({ gameId }) })

afterEach(() => {
  delete process.env.NPB_DB_PATH
})

test('a malformed id and a well-formed id of no game answer 404 with the API error body', async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  for (const id of ['bad-id', '20250230-g-t-01', '9'.repeat(300), '20250101-g-t-01']) {
    const response = await ask(id)
    expect([id, response.status]).toEqual([id, 404])
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
  }
})

test('without a database a well-formed id answers 503, a malformed one still 404', async () => {
  process.env.NPB_DB_PATH = join(tmpdir(), 'npb-no-such-database.sqlite')
  expect((await ask('20250601-db-c-01')).status).toBe(503)
  expect((await ask('bad-id')).status).toBe(404)
})
