import Database from 'better-sqlite3'
import type { Db } from '@/lib/data/db'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { agingCurvesFrom } from './get-aging-curves'
import { playerGrowthFrom } from './get-player-growth'

// One connection for the file: the bundles are built once per database.
let db: Db
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

const ageSql = (season: number) => `(${season} - CAST(substr(p.birth_date, 1, 4) AS INTEGER) - (substr(p.birth_date, 6, 5) > '04-01'))`

test('batting curves: pairs into each age are the players with 100+ PA in both seasons, one year older', () => {
  const curves = agingCurvesFrom(db, 'batting')
  // The test league has 2024 and 2025; a pair is a non-pitcher (or a 100+ PA pitcher) with 100+ PA in both.
  const expected = db
    .prepare<[], { age: number; n: number }>(
      `SELECT ${ageSql(2025)} AS age, COUNT(*) AS n FROM players p
       JOIN (SELECT player_id, SUM(pa) AS pa FROM player_season_batting WHERE season = 2024 GROUP BY player_id) a ON a.player_id = p.id
       JOIN (SELECT player_id, SUM(pa) AS pa FROM player_season_batting WHERE season = 2025 GROUP BY player_id) b ON b.player_id = p.id
       WHERE a.pa >= 100 AND b.pa >= 100 AND p.birth_date IS NOT NULL GROUP BY age`,
    )
    .all()
  const pairs = Object.fromEntries(curves.points.filter((p) => p.pairs > 0).map((p) => [p.age, p.pairs]))
  expect(pairs).toEqual(Object.fromEntries(expected.map((row) => [row.age, row.n])))
  expect(curves.points.find((p) => p.age === curves.anchorAge)?.value.woba).toBe(0)
  expect(curves).toMatchObject({ role: 'batting', from: 2024, to: 2025, minSample: 100, metrics: ['woba', 'iso', 'k_pct', 'bb_pct'] })
  expect(curves.points.every((p) => p.thin === p.pairs < curves.thinBelow)).toBe(true)
})

test('a regular batter: his seasons as the database has them, a 2026 projection inside its band', () => {
  const row = db
    .prepare<[], { id: string; pa2024: number; pa2025: number }>(
      `SELECT a.player_id AS id, a.pa AS pa2024, b.pa AS pa2025 FROM player_season_batting a JOIN player_season_batting b ON b.player_id = a.player_id AND b.season = 2025
       JOIN players p ON p.id = a.player_id WHERE a.season = 2024 AND p.primary_position <> 'P' ORDER BY a.pa + b.pa DESC, a.player_id LIMIT 1`,
    )
    .get()
  expect(row).toBeDefined()
  if (!row) return
  const growth = playerGrowthFrom(db, row.id, null)
  expect(growth?.role).toBe('batting')
  expect(growth?.seasons.map((s) => [s.season, s.sample])).toEqual([
    [2024, row.pa2024],
    [2025, row.pa2025],
  ])
  const projection = growth?.projection
  expect(projection?.season).toBe(2026)
  // Marcel's playing time: 0.5·PA(2025) + 0.1·PA(2024) + 200.
  expect(projection?.playingTime).toBeCloseTo(0.5 * row.pa2025 + 0.1 * row.pa2024 + 200, 9)
  const [value, low, high] = [projection?.values.woba, projection?.low.woba, projection?.high.woba]
  expect(low ?? 1).toBeLessThan(value ?? 0)
  expect(value ?? 1).toBeLessThan(high ?? 0)
  expect(growth?.paths.find((p) => p.metric === 'woba')?.points.some((p) => p.projected === value)).toBe(true)
  expect(playerGrowthFrom(db, row.id, null)).toEqual(growth)
})

test('a starting pitcher gets the pitching view; an unknown id is null', () => {
  const id = db.prepare<[], { id: string }>("SELECT player_id AS id FROM player_season_pitching WHERE season = 2025 ORDER BY outs DESC, player_id LIMIT 1").get()?.id ?? ''
  const growth = playerGrowthFrom(db, id, null)
  expect(growth).toMatchObject({ role: 'pitching', metrics: ['era', 'fip', 'k_pct', 'bb_pct'] })
  expect(growth?.projection?.line.era).toBe(growth?.projection?.values.era)
  expect(playerGrowthFrom(db, 'no-such-player', null)).toBeNull()
})
