import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SCHEMA_VERSION } from '@/lib/data/schema'
import { serviceHealthFrom } from './get-service-health'

const NOW = new Date('2026-11-21T09:00:00Z')

function database(schemaVersion: number, games: number) {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); CREATE TABLE games (id TEXT, season INTEGER, source TEXT)')
  db.prepare("INSERT INTO meta VALUES ('schema_version', ?), ('source', 'sim'), ('built_at', '2026-11-21T08:00:00.000Z')").run(String(schemaVersion))
  for (let index = 0; index < games; index++) db.prepare("INSERT INTO games VALUES (?, 2025, 'sim')").run(String(index))
  return db
}

test('ok with a current database that holds games; degraded when old or empty; down without one', () => {
  expect(serviceHealthFrom(database(SCHEMA_VERSION, 3), NOW)).toEqual({
    overall: 'ok',
    database: { reachable: true, schema_version: SCHEMA_VERSION, expected_schema_version: SCHEMA_VERSION, games: 3 },
    source: 'sim', seasons: [2025], built_at: '2026-11-21T08:00:00.000Z', checked_at: '2026-11-21T09:00:00.000Z',
  })
  expect(serviceHealthFrom(database(SCHEMA_VERSION - 1, 3), NOW).overall).toBe('degraded')
  expect(serviceHealthFrom(database(SCHEMA_VERSION, 0), NOW).overall).toBe('degraded')
  expect(serviceHealthFrom(null, NOW)).toMatchObject({ overall: 'down', database: { reachable: false } })
})

test('getServiceHealth is down while the file is missing, ok once it is built, down again once it is gone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'npb-health-'))
  const path = join(dir, 'npb.sqlite')
  process.env.NPB_DB_PATH = path
  jest.resetModules()
  try {
    const { getServiceHealth } = await import('./get-service-health')
    expect(getServiceHealth()).toMatchObject({ overall: 'down', database: { reachable: false } })
    const built = database(SCHEMA_VERSION, 3)
    await built.backup(path)
    built.close()
    expect(getServiceHealth()).toMatchObject({ overall: 'ok', database: { reachable: true, games: 3 } })
    rmSync(path)
    expect(getServiceHealth()).toMatchObject({ overall: 'down', database: { reachable: false } })
  } finally {
    delete process.env.NPB_DB_PATH
    rmSync(dir, { recursive: true, force: true })
  }
})
