import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { pitchBoardFrom } from './get-pitch-board'
import { pitchTypeSummaryFrom } from './get-pitch-type-summary'
import { listPitchSampleGamesFrom } from './list-pitch-sample-games'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('real 2025 (npb.jp box scores, no pitch rows) says so on both boards and the summary', () => {
  const [pitching, batting, summary] = readRealDatabase((db) => [pitchBoardFrom(db, 2025, 'pitching', { minPitches: 0 }), pitchBoardFrom(db, 2025, 'batting', { minPitches: 0 }), pitchTypeSummaryFrom(db, 2025)])
  expect(pitching).toEqual({ season: 2025, side: 'pitching', available: false, reason: 'no-pitch-data' })
  expect(batting?.available).toBe(false)
  expect(summary).toEqual({ season: 2025, available: false, reason: 'no-pitch-data' })
})

realTest('the 一球速報 sample games are listed with their pitch rows, in date order, and their season’s board adds up to them', () => {
  const games = readRealDatabase((db) => listPitchSampleGamesFrom(db))
  expect(games.length).toBeGreaterThan(0)
  expect(games.every((game) => game.pitches > 0)).toBe(true)
  expect(games.map((game) => game.date)).toEqual([...games.map((game) => game.date)].sort())
  const season = games[0]?.season ?? 0
  const board = readRealDatabase((db) => pitchBoardFrom(db, season, 'pitching', { minPitches: 0 }))
  if (!board?.available) throw new Error(`the sample games' season ${season} has pitch rows`)
  const ofSeason = games.filter((game) => game.season === season).reduce((sum, game) => sum + game.pitches, 0)
  expect(board.rows.reduce((sum, row) => sum + row.pitches, 0)).toBe(ofSeason)
})
