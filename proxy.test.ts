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
