import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { leadersBoardFrom } from './get-leaders-board'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('npb.jp 2025: each league\'s AVG and HR leaders are its qualified / all season lines\' best, and a split board has lists', () => {
  readRealDatabase((db) => {
    const board = leadersBoardFrom(db, { side: 'batting', season: 2025, filter: {}, top: 10 })
    for (const league of ['central', 'pacific'] as const) {
      const best = (column: 'avg' | 'hr', qualified: boolean) =>
        db.prepare<[string], { value: number }>(`SELECT MAX(${column}) AS value FROM player_season_batting WHERE season = 2025 AND league = ?${qualified ? ' AND qualified = 1' : ''}`).get(league)?.value
      const list = (key: string) => board?.categories.find((category) => category.key === key)?.leagues[league] ?? []
      expect(list('avg')[0]?.value).toBe(best('avg', true))
      expect(list('hr')[0]?.value).toBe(best('hr', false))
    }
    const split = leadersBoardFrom(db, { side: 'pitching', season: 2025, filter: { hand: 'L', month: 7 }, top: 10 })
    expect(split?.level).toBe('pa')
    expect(split?.categories.find((category) => category.key === 'so')?.leagues.central?.length).toBeGreaterThan(0)
  })
})
