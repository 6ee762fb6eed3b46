import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase as read } from '@/lib/data/testing/real-database'
import type { SplitSide } from '@/lib/domain/players/split-axes'
import { playerSplitsFrom } from './get-player-splits'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const BUSIEST = {
  batting: 'SELECT season, player_id, SUM(pa) AS pa FROM player_season_batting WHERE season = ? GROUP BY player_id ORDER BY pa DESC, player_id LIMIT 3',
  pitching: 'SELECT season, player_id, SUM(bf) AS pa FROM player_season_pitching WHERE season = ? GROUP BY player_id ORDER BY pa DESC, player_id LIMIT 3',
} as const

realTest.each(['batting', 'pitching'] as const)('real seasons, %s: every available axis of the 3 busiest players adds up to the season’s PAs', (side: SplitSide) => {
  const seasons = read((db) => db.prepare<[], { season: number }>("SELECT DISTINCT season FROM games WHERE kind = 'regular' ORDER BY season").all())
  expect(seasons.length).toBeGreaterThan(0)
  for (const { season } of seasons) {
    const players = read((db) => db.prepare<[number], { player_id: string; pa: number }>(BUSIEST[side]).all(season))
    for (const player of players) {
      const splits = read((db) => playerSplitsFrom(db, player.player_id, season, side))
      expect([season, splits?.total.counts.pa]).toEqual([season, player.pa])
      for (const axis of splits?.axes ?? []) {
        const summed = (axis.rows ?? []).filter((r) => r.sums).reduce((sum, r) => sum + r.counts.pa, 0)
        // An unavailable axis (no count or LI in the source) is null, never a row of zeros.
        expect([season, axis.axis, axis.rows === null ? null : summed]).toEqual([season, axis.axis, axis.rows === null ? null : player.pa])
      }
    }
  }
})
