import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { acquireBuildLock, BuildLockedError, lockPathOf, processAlive } from './build-lock'

let dir = ''
let path = ''
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'npb-lock-'))
  path = join(dir, 'npb.sqlite')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const NOW = new Date('2026-11-25T11:27:57Z')
const holder = () => JSON.parse(readFileSync(lockPathOf(path), 'utf8')) as unknown

test('the lock is a file beside the database holding the pid and start time, removed on release', () => {
  const lock = acquireBuildLock(path, { pid: 4242, now: NOW })
  expect(lock.path).toBe(`${path}.lock`)
  expect(holder()).toEqual({ pid: 4242, startedAt: '2026-11-25T11:27:57.000Z' })
  lock.release()
  expect(existsSync(lock.path)).toBe(false)
})

test('a second build of the same database is refused with who holds it and since when', () => {
  const first = acquireBuildLock(path, { pid: 4242, now: NOW })
  const second = () => acquireBuildLock(path, { pid: 4343, isAlive: () => true })
  expect(second).toThrow(BuildLockedError)
  expect(second).toThrow(`別の取り込みが実行中です（pid 4242、2026/11/25 20:27:57 JST 開始）。終わってからもう一度実行してください。実行中の取り込みが無いなら ${path}.lock を削除してください。`)
  expect(holder()).toEqual({ pid: 4242, startedAt: '2026-11-25T11:27:57.000Z' })
  first.release()
  acquireBuildLock(path, { pid: 4343 }).release()
})

test('a lock left by a process that has ended is taken over, with a note', () => {
  writeFileSync(lockPathOf(path), JSON.stringify({ pid: 4242, startedAt: '2026-11-25T11:27:57.000Z' }))
  const notes: string[] = []
  const lock = acquireBuildLock(path, { pid: 4343, now: NOW, isAlive: (pid) => pid !== 4242, onNote: (note) => notes.push(note) })
  expect(notes).toEqual(['前回の取り込み（pid 4242、2026/11/25 20:27:57 JST 開始）は終了していたため、残っていたロックを引き継ぎました'])
  expect(holder()).toEqual({ pid: 4343, startedAt: '2026-11-25T11:27:57.000Z' })
  lock.release()
})

test('a lock that cannot be read is left alone and named, since its writer may still be writing it', () => {
  writeFileSync(lockPathOf(path), '')
  expect(() => acquireBuildLock(path, { isAlive: () => false })).toThrow(
    `別の取り込みが実行中です（ロック ${path}.lock の中身を読めません）。終わってからもう一度実行してください。実行中の取り込みが無いなら ${path}.lock を削除してください。`,
  )
  expect(readFileSync(lockPathOf(path), 'utf8')).toBe('')
})

test('release leaves a lock that a later build took over', () => {
  const stale = acquireBuildLock(path, { pid: 4242, now: NOW })
  const taker = acquireBuildLock(path, { pid: 4343, isAlive: () => false })
  stale.release()
  expect(holder()).toMatchObject({ pid: 4343 })
  taker.release()
  expect(existsSync(lockPathOf(path))).toBe(false)
})

test('a running process is alive; one that has exited is not', () => {
  expect(processAlive(process.pid)).toBe(true)
  const ended = spawnSync(process.execPath, ['-e', '']).pid
  expect(ended).toBeGreaterThan(0)
  expect(processAlive(ended ?? 0)).toBe(false)
})
