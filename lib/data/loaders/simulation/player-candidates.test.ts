import Database from 'better-sqlite3'
import type { Db } from '@/lib/data/db'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { pickerCandidateFrom, pickerCandidatesFrom } from './player-candidates'

let db: Db
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

const someone = (pitcher: boolean) =>
  db
    .prepare<[], { id: string; name: string }>(
      `SELECT p.id, p.name_kanji AS name FROM players p JOIN rosters r ON r.player_id = p.id AND r.season = 2025
       WHERE (r.position = 'P') = ${pitcher ? 1 : 0} ORDER BY p.id LIMIT 1`,
    )
    .get()

test('a search by his family name finds a batter among batters, and not among pitchers', () => {
  const batter = someone(false)
  expect(batter).toBeDefined()
  if (!batter) return
  const family = batter.name.split(' ')[0] ?? batter.name
  const found = pickerCandidatesFrom(db, family, 'batter', 50)
  expect(found.map((c) => c.id)).toContain(batter.id)
  expect(found.every((c) => c.role !== '投手')).toBe(true)
  expect(pickerCandidatesFrom(db, family, 'pitcher', 50).map((c) => c.id)).not.toContain(batter.id)
})

test('a pitcher by id: his name, club, 投手 and his span of seasons', () => {
  const pitcher = someone(true)
  expect(pitcher).toBeDefined()
  if (!pitcher) return
  const candidate = pickerCandidateFrom(db, pitcher.id)
  expect(candidate).toMatchObject({ id: pitcher.id, name: pitcher.name, role: '投手' })
  expect(candidate?.seasons).toMatch(/2025$/)
  expect(pickerCandidatesFrom(db, pitcher.name, 'any').map((c) => c.id)).toContain(pitcher.id)
})

test('an empty search finds no one; an unknown id is null', () => {
  expect(pickerCandidatesFrom(db, '  ', 'any')).toEqual([])
  expect(pickerCandidateFrom(db, 'no-such-player')).toBeNull()
})
