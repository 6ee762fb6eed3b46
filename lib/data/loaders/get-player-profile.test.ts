import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { playerProfileFrom } from './get-player-profile'

type Pick = { id: string; team: string; number: number | null }

test('a 2025 pitcher: his names, roster club and number, and pitching lines without batting ones', () => {
  const pitcher = read((db) =>
    db
      .prepare<[], Pick>(
        `SELECT r.player_id AS id, r.team, r.number FROM rosters r JOIN player_season_pitching p ON p.player_id = r.player_id AND p.season = 2025
         WHERE r.season = 2025 AND p.bf > 0 AND NOT EXISTS (SELECT 1 FROM player_season_batting b WHERE b.player_id = r.player_id AND b.pa > 0)
         ORDER BY p.bf DESC LIMIT 1`,
      )
      .get(),
  )
  expect(pitcher).toBeDefined()
  const profile = read((db) => playerProfileFrom(db, pitcher?.id ?? ''))
  expect(profile?.name).toMatch(/\S+ \S+/)
  expect(profile?.kana).toMatch(/^[ぁ-ゖー ]+$/)
  const season = profile?.seasons.find((row) => row.season === 2025)
  expect(season).toMatchObject({ team: pitcher?.team, number: pitcher?.number, batting: false, pitching: true })
  expect(profile?.seasons.map((row) => row.season)).toEqual([...(profile?.seasons.map((row) => row.season) ?? [])].sort())
})

test('an unknown id has no profile, and the season list reads through the player indexes', () => {
  expect(read((db) => playerProfileFrom(db, '99999999'))).toBeNull()
  const plan = read((db) =>
    db
      .prepare<[], { detail: string }>(
        `EXPLAIN QUERY PLAN SELECT season FROM rosters WHERE player_id = '1' UNION SELECT season FROM player_season_batting WHERE player_id = '1'`,
      )
      .all()
      .map((row) => row.detail),
  )
  expect(plan.join('\n')).not.toMatch(/SCAN (rosters|player_season_batting)\b/)
})
