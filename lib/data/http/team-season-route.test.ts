import { simDatabasePath } from '@/lib/data/testing/sim-database'

test('a team page is missing for a season without games (the club’s, where it names one), never for a season with them or for other paths', async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  const { missingTeamSeason } = await import('./team-season-route')
  // The test league holds 2024 and 2025 only.
  expect(missingTeamSeason('/teams/starting-lineup/2025/g')).toBe(false)
  expect(missingTeamSeason('/teams/starting-lineup/2024/bs')).toBe(false)
  expect(missingTeamSeason('/teams/starting-lineup/2016/g')).toBe(true)
  expect(missingTeamSeason('/teams/g/pitching/2025')).toBe(false)
  expect(missingTeamSeason('/teams/g/batting/2016')).toBe(true)
  expect(missingTeamSeason('/teams/player-strategy/pitching/season/2025/all')).toBe(false)
  expect(missingTeamSeason('/teams/player-strategy/fielding/monthly/2016/all')).toBe(true)
  expect(missingTeamSeason('/teams/player-strategy/pitching/season/2024/h/win')).toBe(false)
  expect(missingTeamSeason('/teams/player-strategy/pitching/season/2016/h/win')).toBe(true)
  expect(missingTeamSeason('/analysis/position-correlation/batting/2025/all')).toBe(false)
  expect(missingTeamSeason('/analysis/position-correlation/fielding/2024/g')).toBe(false)
  expect(missingTeamSeason('/analysis/position-correlation/batting/2016/all')).toBe(true)
  expect(missingTeamSeason('/teams/starting-lineup')).toBe(false)
  expect(missingTeamSeason('/teams/g/info')).toBe(false)
})
