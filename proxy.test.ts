import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { NextRequest } from 'next/server'
import { proxy } from './proxy'

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'npb-proxy-'))
  process.env.NPB_DB_PATH = join(dir, 'npb.sqlite')
})
afterEach(() => {
  delete process.env.NPB_DB_PATH
  rmSync(dir, { recursive: true, force: true })
})

const ask = (path: string) => proxy(new NextRequest(`http://127.0.0.1${path}`))
const passedOn = (response: Response) => response.headers.get('x-middleware-next') === '1'

test('without a database every data page answers 503; pages that read nothing pass on; a bad season stays a 404', async () => {
  for (const path of ['/', '/records/season/standings/2025', '/records/season/players/batting/2025', '/records/titles/sawamura', '/columns/wpa']) {
    const response = ask(path)
    expect([path, response.status]).toEqual([path, 503])
    expect(await response.text()).toContain('<h1>データを準備中です</h1>')
  }
  for (const path of ['/columns/glossary', '/releases', '/stats', '/no/such/page']) expect([path, passedOn(ask(path))]).toEqual([path, true])
  expect(ask('/records/season/standings/1999').headers.get('x-middleware-rewrite')).toMatch(/\/_not-found-route$/)
})

test('the next request after the database is built passes on: nothing about the missing file is remembered', () => {
  expect(ask('/records/season/standings/2025').status).toBe(503)
  const db = new Database(join(dir, 'npb.sqlite'))
  db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('schema_version', '4')")
  db.close()
  expect(passedOn(ask('/records/season/standings/2025'))).toBe(true)
})

test("a known player's season he has no page for reaches the not-found page with its path; visitors cannot send that header", async () => {
  const { readSimDatabase, simDatabasePath } = await import('@/lib/data/testing/sim-database')
  process.env.NPB_DB_PATH = simDatabasePath()
  const id = readSimDatabase((db) => db.prepare<[], { id: string }>("SELECT player_id AS id FROM rosters WHERE season = 2025 AND player_id NOT IN (SELECT player_id FROM rosters WHERE season = 2016) LIMIT 1").get()?.id)
  const missing = ask(`/players/${id}/career-batting/2016`)
  expect(missing.headers.get('x-middleware-rewrite')).toMatch(/\/_not-found-route$/)
  expect(missing.headers.get('x-middleware-request-x-npb-missing-season')).toBe(`/players/${id}/career-batting/2016`)
  const unknown = ask('/players/99999999/career-batting/2025')
  expect(unknown.headers.get('x-middleware-rewrite')).toMatch(/\/_not-found-route$/)
  expect(unknown.headers.get('x-middleware-request-x-npb-missing-season')).toBeNull()
  const spoofed = proxy(new NextRequest('http://127.0.0.1/no/such/page', { headers: { 'x-npb-missing-season': `/players/${id}/career-batting/2025` } }))
  expect(spoofed.headers.get('x-middleware-override-headers')).not.toContain('x-npb-missing-season')
  expect(passedOn(spoofed)).toBe(true)
})

test('a search form’s empty fields are dropped by a permanent redirect; filled ones and their order stay', () => {
  const response = ask('/players/career-search?school=&pref=13&draft=&team=g')
  expect(response.status).toBe(308)
  expect(response.headers.get('location')).toMatch(/\/players\/career-search\?pref=13&team=g$/)
  expect(ask('/players/list?q=').headers.get('location')).toMatch(/\/players\/list$/)
  expect(ask('/columns/glossary?x=1').status).not.toBe(308)
})

test("a router state header that is not the router's JSON is dropped before rendering (Next answers 500 to it)", () => {
  const sent = (value: string, path = '/no/such/page') => proxy(new NextRequest(`http://127.0.0.1${path}`, { headers: { rsc: '1', 'next-router-state-tree': value } }))
  expect(sent('not-json').headers.get('x-middleware-override-headers')?.split(',')).not.toContain('next-router-state-tree')
  // The not-found page a bad parameter is rewritten to renders on each request, so the rewrite drops it too.
  const rewritten = sent('not-json', '/records/season/standings/1999')
  expect(rewritten.headers.get('x-middleware-rewrite')).toMatch(/\/_not-found-route$/)
  expect(rewritten.headers.get('x-middleware-override-headers')?.split(',')).toEqual(['rsc'])
  expect(sent('%7B%7D').headers.get('x-middleware-override-headers')?.split(',')).not.toContain('next-router-state-tree')
  const valid = sent(encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true])))
  // Nothing to drop: the request passes on untouched.
  expect([passedOn(valid), valid.headers.get('x-middleware-override-headers')]).toEqual([true, null])
})

test('a well-formed id of no game reaches the not-found page before rendering; a game of the data passes on', async () => {
  const { readSimDatabase, simDatabasePath } = await import('@/lib/data/testing/sim-database')
  process.env.NPB_DB_PATH = simDatabasePath()
  const id = readSimDatabase((db) => db.prepare<[], { id: string }>('SELECT id FROM games ORDER BY id LIMIT 1').get()?.id)
  expect(passedOn(ask(`/games/${id}`))).toBe(true)
  expect(ask('/games/20250101-g-t-01').headers.get('x-middleware-rewrite')).toMatch(/\/_not-found-route$/)
})
