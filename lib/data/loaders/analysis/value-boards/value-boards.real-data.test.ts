import { readRealDatabase } from '@/lib/data/testing/real-database'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { valueBoardFrom } from './get-value-board'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('npb.jp 2025: the boards are valued from the imported PAs; batters’ and pitchers’ WPA cancel, LWTS adds up to 0, the best plays name their games', () => {
  readRealDatabase((db) => {
    const view = (board: 'wpa' | 're24' | 'lwts', side: 'batting' | 'pitching') => valueBoardFrom(db, { season: 2025, league: 'npb', board, side, qualified: false })
    const batting = view('wpa', 'batting')
    const pitching = view('wpa', 'pitching')
    const total = (rows: { wpa: number }[] | undefined) => (rows ?? []).reduce((sum, row) => sum + row.wpa, 0)
    expect(batting?.rows.length).toBeGreaterThan(300)
    expect(total(batting?.rows)).toBeCloseTo(-total(pitching?.rows), 6)
    for (const side of ['batting', 'pitching'] as const) {
      const rows = view('lwts', side)?.rows ?? []
      const pa = rows.reduce((sum, row) => sum + row.pa, 0)
      expect(Math.abs(rows.reduce((sum, row) => sum + (row.lwts ?? Number.NaN), 0))).toBeLessThan(pa / 1000)
    }
    const plays = view('re24', 'batting')?.top_plays ?? []
    expect(plays).toHaveLength(10)
    expect(plays.every((play) => play.game_id.length > 0 && play.text.length > 0)).toBe(true)
    expect(valueBoardFrom(db, { season: 2025, league: 'central', board: 'wpa', side: 'batting', qualified: true })?.rows.length).toBeGreaterThan(10)
  })
})
