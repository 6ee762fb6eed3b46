import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { playerPagesFrom } from './list-player-pages'

test('every player with a line gets one page, his latest season’s, pitchers on their pitching record', () => {
  const pages = read(playerPagesFrom)
  const players = read((db) =>
    db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM (SELECT player_id FROM player_season_batting WHERE pa > 0 UNION SELECT player_id FROM player_season_pitching WHERE bf > 0)').get(),
  )
  expect(pages).toHaveLength(players?.n ?? -1)
  expect(new Set(pages).size).toBe(pages.length)
  for (const page of pages) expect(page).toMatch(/^\/players\/\d+\/career-(batting|pitching)\/20(24|25)$/)
  const ace = read((db) => db.prepare<[], { id: string }>("SELECT player_id AS id FROM player_season_pitching WHERE season = 2025 ORDER BY outs DESC LIMIT 1").get())
  expect(pages).toContain(`/players/${ace?.id}/career-pitching/2025`)
})
