import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'npb-memo-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('a loader runs once per distinct arguments, its null included; the 501st answer pushes out the oldest', async () => {
  const path = join(dir, 'memo.sqlite')
  // The smallest file getDatabase serves: SQLite with the meta table it reads on opening.
  const db = new Database(path)
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)')
  db.close()
  process.env.NPB_DB_PATH = path
  const { memoPerDatabase } = await import('./memo-per-database')
  const calls: string[] = []
  const load = memoPerDatabase((_db, season: number, league?: string) => {
    calls.push(`${season}:${league ?? '-'}`)
    return season === 1999 ? null : { season, league }
  })
  expect(load(2025, 'central')).toEqual({ season: 2025, league: 'central' })
  expect(load(2025, 'central')).toEqual({ season: 2025, league: 'central' })
  expect(load(2025)).toEqual({ season: 2025, league: undefined })
  expect(load(1999)).toBeNull()
  expect(load(1999)).toBeNull()
  expect(calls).toEqual(['2025:central', '2025:-', '1999:-'])
  for (let season = 0; season < 500; season++) load(season)
  load(2025, 'central')
  expect(calls.at(-1)).toBe('2025:central')
})
