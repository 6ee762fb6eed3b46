import { draftAnalysisFrom } from '@/lib/data/loaders/analysis/draft/get-draft-analysis'
import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { positionCorrelationFrom } from './get-position-correlation'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('2024 (npb.jp): batters have no positions, so neither mode claims position lines; the standings are still there', () => {
  const { batting, fielding } = readRealDatabase((db) => ({ batting: positionCorrelationFrom(db, 'batting', 2024), fielding: positionCorrelationFrom(db, 'fielding', 2024) }))
  expect(batting?.positions_known).toBe(false)
  expect(fielding?.positions_known).toBe(false)
  // Giants 77-59-7 with 462 runs scored (MANIFEST.md): the results the correlations would be taken against.
  expect(batting?.results.find((result) => result.team === 'g')).toMatchObject({ wins: 77, losses: 59, ties: 7, runs_scored: 462 })
  // Pitchers do bat in npb.jp's games, but without fielders' positions there is no line by position to show.
  expect(batting?.clubs.every((club) => club.lines.every((line) => line.position === 'P' || line.position === 'PH'))).toBe(true)
})

realTest('npb.jp’s games hold no draft records: the draft analysis says so and counts nobody', () => {
  const analysis = readRealDatabase((db) => draftAnalysisFrom(db, null))
  expect(analysis).toMatchObject({ available: false, years: [], picks: [] })
  expect(analysis.total.picks).toBe(0)
})
