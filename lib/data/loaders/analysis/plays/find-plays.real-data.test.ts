import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { situationalTableFrom } from '../situational/get-situational-table'
import { playFinderFrom } from './find-plays'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const query = { side: 'batting' as const, seasons: [2025], league: 'npb' as const, page: 1, per: 25 }

realTest('2025 (npb.jp play-by-play): every PA is searchable, but 初球 and 代打 say the source lacks them instead of answering 0', () => {
  readRealDatabase((db) => {
    const pas = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM games g JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague')").get()?.n
    expect(playFinderFrom(db, { ...query, filter: {} })?.total).toBe(pas)
    const first = playFinderFrom(db, { ...query, filter: { first: 'strike' } })
    expect([first?.total, first?.gaps]).toEqual([0, ['2025年は一球ごとの投球の記録がないため、初球の条件に当てはまる打席はありません。']])
    const pinch = playFinderFrom(db, { ...query, filter: { bases: '7', outs: '2', ph: true } })
    expect(pinch?.gaps).toEqual(['2025年は代打の出場記録がないため、代打の打席は見分けられません。'])
    expect(playFinderFrom(db, { ...query, filter: { bases: '7', outs: '2' } })?.total).toBeGreaterThan(0)
  })
})

realTest('2025 (npb.jp): the count table keeps the PAs without a recorded count in 不明, so it still adds up', () => {
  readRealDatabase((db) => {
    const table = situationalTableFrom(db, 2025, 'batting', 'npb', 'count')
    const unknown = db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM games g JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') AND (p.balls IS NULL OR p.strikes IS NULL)").get()?.n ?? 0
    expect(table?.rows.find((row) => row.key === 'unknown')?.pa ?? 0).toBe(unknown)
    expect(table?.rows.filter((row) => row.sums).reduce((sum, row) => sum + row.pa, 0)).toBe(table?.totalPa)
    expect(table?.qualifyingPa).toBe(443)
  })
})
