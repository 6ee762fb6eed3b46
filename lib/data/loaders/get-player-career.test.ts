import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { playerCareerFrom } from './get-player-career'

type Leader = { id: string; h: number; ab: number }

const leader = (sql: string) => read((db) => db.prepare<[], Leader>(sql).get())

test('the 2025 Central home-run leader: a row per season, HR marked on 2025, the total summing the rows', () => {
  const top = leader(
    `SELECT player_id AS id, 0 AS h, 0 AS ab FROM player_season_batting WHERE season = 2025 AND league = 'central' ORDER BY hr DESC LIMIT 1`,
  )
  const career = read((db) => playerCareerFrom(db, top?.id ?? '', 'batting'))
  expect(career?.type).toBe('batting')
  if (career?.type !== 'batting') throw new Error('a batting career')
  const sums = read((db) =>
    db.prepare<[string], Leader>('SELECT player_id AS id, SUM(h) AS h, SUM(ab) AS ab FROM player_season_batting WHERE player_id = ?').get(top?.id ?? ''),
  )
  expect(career.rows.find((row) => row.season === 2025)?.leads).toContain('hr')
  expect(career.total.h).toBe(sums?.h)
  expect(career.total.avg).toBeCloseTo((sums?.h ?? 0) / (sums?.ab ?? 1), 10)
  expect(career.rows.map((row) => row.season)).toEqual([...career.rows.map((row) => row.season)].sort())
})

test('the 2025 Pacific ERA title goes to the lowest qualified ERA, and an unqualified line is never marked for a rate', () => {
  const best = leader(
    `SELECT player_id AS id, 0 AS h, 0 AS ab FROM player_season_pitching WHERE season = 2025 AND league = 'pacific' AND qualified = 1 ORDER BY era LIMIT 1`,
  )
  const career = read((db) => playerCareerFrom(db, best?.id ?? '', 'pitching'))
  if (career?.type !== 'pitching') throw new Error('a pitching career')
  expect(career.rows.find((row) => row.season === 2025)?.leads).toContain('era')
  const all = read((db) => db.prepare<[], { id: string }>('SELECT DISTINCT player_id AS id FROM player_season_pitching WHERE qualified = 0 AND season = 2025 LIMIT 20').all())
  const marked = all.flatMap(({ id }) => {
    const lines = read((db) => playerCareerFrom(db, id, 'pitching'))
    return lines?.type === 'pitching' ? lines.rows.filter((row) => !row.qualified && row.leads.includes('era')) : []
  })
  expect(marked).toEqual([])
})

test('no line of the kind is null', () => {
  expect(read((db) => playerCareerFrom(db, '99999999', 'batting'))).toBeNull()
})
