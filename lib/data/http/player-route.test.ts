import { readSimDatabase as read, simDatabasePath } from '@/lib/data/testing/sim-database'

type Pitcher = { id: string; season: number }

test('a player page is missing for an unknown player or a season he was neither on a roster nor played in, never for other paths', async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  const { missingPlayerPage } = await import('./player-route')
  const pitcher = read((db) =>
    db
      .prepare<[], Pitcher>(
        `SELECT p.player_id AS id, p.season FROM player_season_pitching p WHERE p.season = 2025 AND p.bf > 0
         AND NOT EXISTS (SELECT 1 FROM player_season_batting b WHERE b.player_id = p.player_id AND b.pa > 0) LIMIT 1`,
      )
      .get(),
  )
  expect(pitcher).toBeDefined()
  const id = pitcher?.id ?? ''
  expect(missingPlayerPage(`/players/${id}/career-pitching/2025`)).toBeNull()
  expect(missingPlayerPage(`/players/${id}/pitch-analysis/2025/zone`)).toBeNull()
  expect(missingPlayerPage(`/players/${id}/career-batting/2025`)).toBeNull()
  expect(missingPlayerPage(`/players/${id}/career-pitching/2016`)).toBe('season')
  expect(missingPlayerPage('/players/99999999/career-batting/2025')).toBe('player')
  expect(missingPlayerPage('/players/list')).toBeNull()
  expect(missingPlayerPage('/records/season/players/batting/2025')).toBeNull()
})
