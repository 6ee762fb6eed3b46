import { seasonAveragesFrom } from '@/lib/data/loaders/list-season-averages'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { leagueScoreDistributionFrom } from './get-league-score-distribution'
import { scoreTrendFrom } from './get-score-trend'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('2024 NPB (npb.jp): 858 games, 1,716 club-games, every bucket and rate over them', () => {
  const npb = readRealDatabase((db) => leagueScoreDistributionFrom(db, 2024, 'npb'))
  expect([npb?.games, npb?.clubGames]).toEqual([858, 1716])
  expect(npb?.runs.counts.reduce((sum, count) => sum + count, 0)).toBe(1716)
  // Every game past the 9th was level after nine by its line score.
  expect(npb?.rates.tiedAfterNine.count).toBeGreaterThanOrEqual(npb?.rates.extraInnings.count ?? Infinity)
})

realTest('2024 NPB (npb.jp): 975 home runs in 858 games, by month adding up to the season-average page’s figures', () => {
  const { trend, averages } = readRealDatabase((db) => ({ trend: scoreTrendFrom(db, 2024, 'npb'), averages: seasonAveragesFrom(db, 'batting') }))
  expect([trend?.total.hr, trend?.total.clubGames]).toEqual([975, 1716])
  expect(trend?.months.reduce((sum, month) => sum + month.hr, 0)).toBe(975)
  const season = averages.type === 'batting' ? averages.rows.find((row) => row.season === 2024 && row.scope === 'npb') : undefined
  expect(trend?.total.runsPerGame).toBeCloseTo(season?.runs_per_game ?? NaN, 12)
  expect(trend?.total.avg).toBeCloseTo(season?.avg ?? NaN, 12)
})

beforeEach(() => {
  expect.hasAssertions()
})
