import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PREVIOUS_DATABASE, previousDatabaseFixture } from '@/test/previous-database'
import { acquireBuildLock, BuildLockedError, lockPathOf } from './build-lock'
import { buildDatabase } from './load-database'

const temp = previousDatabaseFixture('npb-load-')

const sqliteHeader = () => readFileSync(temp.path).subarray(0, 15).toString()

test('a killed build\'s .building file is removed and named; the build then completes and frees the lock', () => {
  writeFileSync(`${temp.path}.building`, 'half a database')
  writeFileSync(`${temp.path}.building-journal`, 'its journal')
  const notes: string[] = []
  buildDatabase(temp.path, () => {}, { onNote: (note) => notes.push(note) })
  expect(notes).toEqual(['前回中断された取り込みの残り（npb.sqlite.building、npb.sqlite.building-journal）を削除しました'])
  expect(sqliteHeader()).toBe('SQLite format 3')
  expect(existsSync(`${temp.path}.building`)).toBe(false)
  expect(existsSync(`${temp.path}.building-journal`)).toBe(false)
  expect(existsSync(lockPathOf(temp.path))).toBe(false)
})

test('while another build runs, a second is refused and touches neither the database nor the running build\'s file', () => {
  const running = acquireBuildLock(temp.path, { pid: process.pid })
  writeFileSync(`${temp.path}.building`, 'the running build')
  expect(() => buildDatabase(temp.path, () => {})).toThrow(BuildLockedError)
  expect(() => buildDatabase(temp.path, () => {})).toThrow(/^別の取り込みが実行中です（pid \d+、/)
  expect(readFileSync(`${temp.path}.building`, 'utf8')).toBe('the running build')
  expect(readFileSync(temp.path, 'utf8')).toBe(PREVIOUS_DATABASE)
  running.release()
})

test('a failed build frees the lock and leaves the previous database', () => {
  expect(() => buildDatabase(temp.path, () => { throw new Error('bad input') })).toThrow('bad input')
  expect(readFileSync(temp.path, 'utf8')).toBe(PREVIOUS_DATABASE)
  expect(existsSync(lockPathOf(temp.path))).toBe(false)
  expect(existsSync(`${temp.path}.building`)).toBe(false)
})

test('a build into a folder that does not exist yet creates it, lock included', () => {
  const nested = join(temp.dir, 'new', 'npb.sqlite')
  buildDatabase(nested, () => {})
  expect(readFileSync(nested).subarray(0, 15).toString()).toBe('SQLite format 3')
})
