import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { tiedAfterRegulation } from '@/lib/domain/game-stats/win-probability-ties'
import { winProbabilityFactsFrom } from './get-win-probability-facts'
import { hasSeasonPlateAppearances, winProbabilityMapFrom } from './get-win-probability-map'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('npb.jp seasons: a map exactly where the season has PAs to model, and none for a season of line scores only', () => {
  const seasons = readRealDatabase((db) => db.prepare<[], { season: number }>("SELECT DISTINCT season FROM games WHERE source = 'npb' ORDER BY season").all().map((row) => row.season))
  expect(seasons).toContain(2024)
  for (const season of seasons) {
    const [modelled, map] = readRealDatabase((db) => [hasSeasonPlateAppearances(db, season), winProbabilityMapFrom(db, season, 0, 0)] as const)
    expect({ season, map: map !== null }).toEqual({ season, map: modelled })
  }
})

realTest('2024 (858 games): about 10 % level after nine and about 2 % ending level, in the games and in the model', () => {
  const facts = readRealDatabase((db) => winProbabilityFactsFrom(db, 2024))
  expect(facts?.games).toBe(858)
  const share = (count: number) => count / (facts?.games ?? 1)
  expect(share(facts?.tied_after_nine ?? 0)).toBeGreaterThan(0.05)
  expect(share(facts?.tied_after_nine ?? 1)).toBeLessThan(0.2)
  expect(share(facts?.ended_tied ?? 0)).toBeGreaterThan(0.005)
  expect(share(facts?.ended_tied ?? 1)).toBeLessThan(0.05)
  const modelLevel = tiedAfterRegulation({ tieAtFirstPitch: facts?.tie_at_first_pitch ?? 0, tieAtExtraStart: facts?.tie_at_extra_start ?? 0 })
  expect(modelLevel ?? 0).toBeGreaterThan(0.05)
  expect(modelLevel ?? 1).toBeLessThan(0.2)
  expect(facts?.tie_at_first_pitch ?? 0).toBeGreaterThan(0.005)
  expect(facts?.tie_at_first_pitch ?? 1).toBeLessThan(0.05)
})
