import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase, realDatabasePath } from '@/lib/data/testing/real-database'
import { parseSplitFilter } from '@/lib/domain/splits/split-filter'
import { explorerViewFrom } from '@/lib/domain/stats/explorer-view'
import { explorerSearchSchema, statsExplorerSchema } from '@/lib/schemas/stats-explorer'

const available = hasRealData() && realDatabasePath() !== null
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

// npb.jp's 2024–2025 seasons: box scores without pitch rows or fielders' positions.
const SEASONS = [2025, 2024]
const explore = async (raw: Record<string, string>) => {
  process.env.NPB_DB_PATH = realDatabasePath() ?? ''
  const { getStatsExplorer } = await import('./get-stats-explorer')
  return statsExplorerSchema.parse(getStatsExplorer(explorerViewFrom('batting', explorerSearchSchema.parse(raw), parseSplitFilter(raw), SEASONS).view))
}

realTest('on npb.jp seasons the view is the season lines, the 投球 columns say there are no pitch rows, positions come from the roster', async () => {
  const qualified = readRealDatabase((db) => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = 2025 AND qualified = 1').get()?.n)
  const basic = await explore({ per: 'all' })
  expect(basic.total).toBe(qualified)
  const pitch = await explore({ preset: 'pitch' })
  expect(pitch.pitch).toBe('no-pitch-data')
  expect(pitch.rows.every((row) => row.values.swing_pct === null)).toBe(true)
  const catchers = await explore({ pos: 'c', qualified: 'false', season: '2024' })
  expect(catchers.positions).toBe('listed')
  expect(catchers.total).toBeGreaterThan(0)
})
