import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { acquireBuildLock, BuildLockedError, lockPathOf } from './build-lock'
import { buildDatabase } from './load-database'

let dir = ''
let path = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'npb-load-'))
  path = join(dir, 'npb.sqlite')
  writeFileSync(path, 'the previous database')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const sqliteHeader = () => readFileSync(path).subarray(0, 15).toString()

test('a killed build\'s .building file is removed and named; the build then completes and frees the lock', () => {
  writeFileSync(`${path}.building`, 'half a database')
  writeFileSync(`${path}.building-journal`, 'its journal')
  const notes: string[] = []
  buildDatabase(path, () => {}, { onNote: (note) => notes.push(note) })
  expect(notes).toEqual(['前回中断された取り込みの残り（npb.sqlite.building、npb.sqlite.building-journal）を削除しました'])
  expect(sqliteHeader()).toBe('SQLite format 3')
  expect(existsSync(`${path}.building`)).toBe(false)
  expect(existsSync(`${path}.building-journal`)).toBe(false)
  expect(existsSync(lockPathOf(path))).toBe(false)
})

test('while another build runs, a second is refused and touches neither the database nor the running build\'s file', () => {
  const running = acquireBuildLock(path, { pid: process.pid })
  writeFileSync(`${path}.building`, 'the running build')
  expect(() => buildDatabase(path, () => {})).toThrow(BuildLockedError)
  expect(() => buildDatabase(path, () => {})).toThrow(/^別の取り込みが実行中です（pid \d+、/)
  expect(readFileSync(`${path}.building`, 'utf8')).toBe('the running build')
  expect(readFileSync(path, 'utf8')).toBe('the previous database')
  running.release()
})

test('a failed build frees the lock and leaves the previous database', () => {
  expect(() => buildDatabase(path, () => { throw new Error('bad input') })).toThrow('bad input')
  expect(readFileSync(path, 'utf8')).toBe('the previous database')
  expect(existsSync(lockPathOf(path))).toBe(false)
  expect(existsSync(`${path}.building`)).toBe(false)
})

test('a build into a folder that does not exist yet creates it, lock included', () => {
  const nested = join(dir, 'new', 'npb.sqlite')
  buildDatabase(nested, () => {})
  expect(readFileSync(nested).subarray(0, 15).toString()).toBe('SQLite format 3')
})
