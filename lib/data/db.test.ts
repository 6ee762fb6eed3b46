import Database from 'better-sqlite3'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { databaseFileProblem } from './database-file'

let dir = ''
let path = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'npb-db-'))
  path = join(dir, 'npb.sqlite')
  process.env.NPB_DB_PATH = path
  jest.resetModules()
})
afterEach(() => {
  delete process.env.NPB_DB_PATH
  rmSync(dir, { recursive: true, force: true })
})

/** A file getDatabase serves: SQLite with the meta table, built aside and renamed in as the builds do. */
function buildDatabase(target = path): void {
  const db = new Database(`${target}.building`)
  db.exec("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); INSERT INTO meta VALUES ('schema_version', '1')")
  db.close()
  renameSync(`${target}.building`, target)
}

const loadDb = async () => (await import('./db')).getDatabase

test('a missing file is missing; a directory, an empty file and a text file are unreadable; a SQLite file is fine', () => {
  expect(databaseFileProblem(path)).toBe('missing')
  expect(databaseFileProblem(join(dir, 'no-such-dir', 'npb.sqlite'))).toBe('missing')
  mkdirSync(join(dir, 'folder'))
  expect(databaseFileProblem(join(dir, 'folder'))).toBe('unreadable')
  writeFileSync(join(dir, 'empty.sqlite'), '')
  expect(databaseFileProblem(join(dir, 'empty.sqlite'))).toBe('unreadable')
  writeFileSync(join(dir, 'text.sqlite'), 'the previous database, overwritten by an editor')
  expect(databaseFileProblem(join(dir, 'text.sqlite'))).toBe('unreadable')
  buildDatabase()
  expect(databaseFileProblem(path)).toBeNull()
})

test('the database is served from the first request after it is built, without a restart', async () => {
  const getDatabase = await loadDb()
  expect(getDatabase()).toBeNull()
  expect(getDatabase()).toBeNull()
  buildDatabase()
  const db = getDatabase()
  expect(db?.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").get()).toEqual({ value: '1' })
  expect(getDatabase()).toBe(db)
})

test('a file removed under a running server reads as missing until it is back', async () => {
  buildDatabase()
  const getDatabase = await loadDb()
  const db = getDatabase()
  expect(db).not.toBeNull()
  renameSync(path, `${path}.aside`)
  expect(getDatabase()).toBeNull()
  renameSync(`${path}.aside`, path)
  expect(getDatabase()).toBe(db)
})

test('a SQLite file without the site schema is not served, and is looked at again once rebuilt', async () => {
  const other = new Database(path)
  other.exec('CREATE TABLE other (id INTEGER)')
  other.close()
  expect(databaseFileProblem(path)).toBeNull()
  const getDatabase = await loadDb()
  expect(getDatabase()).toBeNull()
  buildDatabase()
  expect(getDatabase()).not.toBeNull()
})
