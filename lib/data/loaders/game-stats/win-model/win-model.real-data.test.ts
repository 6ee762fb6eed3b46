import { hasRealData } from '@/lib/data/sources/npb-json/real-data'
import { readRealDatabase } from '@/lib/data/testing/real-database'
import { worstBin } from '@/lib/domain/game-stats/calibration'
import { winCalibrationFrom } from './get-win-calibration'
import { winModelInputsFrom } from './get-win-model-inputs'
import { winProbabilityFrom } from './get-win-probability'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

realTest('npb.jp seasons: calibration, inputs and answers exactly where the season has PAs to model', () => {
  const seasons = readRealDatabase((db) =>
    db.prepare<[], { season: number; pas: number }>(
      "SELECT g.season, COUNT(p.seq) AS pas FROM games g LEFT JOIN plate_appearances p ON p.game_id = g.id WHERE g.source = 'npb' AND g.kind IN ('regular', 'interleague') GROUP BY g.season ORDER BY g.season",
    ).all(),
  )
  expect(seasons.length).toBeGreaterThan(0)
  for (const { season, pas } of seasons) {
    const found = readRealDatabase((db) => [winCalibrationFrom(db, season), winModelInputsFrom(db, season), winProbabilityFrom(db, season, { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 })] as const)
    expect({ season, found: found.map((value) => value !== null) }).toEqual({ season, found: [pas > 0, pas > 0, pas > 0] })
  }
})

realTest('2024 NPB: the model beats always predicting the mean, and the figures the page prints', () => {
  const calibration = readRealDatabase((db) => winCalibrationFrom(db, 2024))
  const worst = calibration && worstBin(calibration, 1000)
  console.log(`real 2024: Brier ${calibration?.brier.toFixed(4)} (baseline ${calibration?.baseline.toFixed(4)}), ${calibration?.pas} PAs, ${calibration?.games} games; worst bin ≥1,000 PAs ${worst?.lower.toFixed(2)}: ${worst?.pas} PAs, ${((worst?.gap ?? 0) * 100).toFixed(1)} pts`)
  expect(calibration?.brier ?? 1).toBeLessThan(calibration?.baseline ?? 0)
  expect(calibration?.bins.reduce((sum, bin) => sum + bin.pas, 0)).toBe(calibration?.pas)
})
