import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { frameStandings, raceFrames } from '@/lib/domain/analysis/race-frames'
import { chartRaceFrom } from './get-chart-race'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('2024 (npb.jp play-by-play): the home-run race ends on the season lines’ leader', () => {
  const { race, leader } = readRealDatabase((db) => {
    const data = chartRaceFrom(db, { season: 2024, side: 'batting', stat: 'hr', league: 'npb' })
    const top = db
      .prepare<[], { total: number }>('SELECT SUM(hr) AS total FROM player_season_batting WHERE season = 2024 GROUP BY player_id ORDER BY total DESC LIMIT 1')
      .get()
    return { race: data, leader: top?.total }
  })
  const frames = race ? raceFrames(race, race.top) : []
  const last = frames[frames.length - 1]
  expect(leader).toBeGreaterThan(0)
  expect(last && frameStandings(last)[0]?.total).toBe(leader)
})

realTest('a season whose source names no winning pitchers has a win race without players, not an error', () => {
  const { race, decisions } = readRealDatabase((db) => ({
    race: chartRaceFrom(db, { season: 2024, side: 'pitching', stat: 'w', league: 'npb' }),
    decisions: db.prepare<[], { n: number }>("SELECT COUNT(win_pitcher) AS n FROM games WHERE season = 2024 AND kind IN ('regular', 'interleague')").get()?.n ?? 0,
  }))
  expect(race?.dates.length).toBeGreaterThan(100)
  expect(race?.players.length === 0).toBe(decisions === 0)
})
