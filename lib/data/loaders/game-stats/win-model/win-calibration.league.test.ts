import { readOnly } from '@/lib/data/testing/read-only'
import { siteDatabasePath } from '@/lib/data/testing/site-database'
import { worstBin } from '@/lib/domain/game-stats/calibration'
import { leagueCalibrationFrom, winCalibrationFrom } from './get-win-calibration'

// Issue 17: the model's calibration on the simulated league — Brier score printed, and no 5%-bin
// with 1,000+ PAs off by more than 3 points. Pooled over the league's seasons: within one season
// a bin is a few hundred games whose PAs share their game's result (±2–3 points of noise).
test('on the simulated league, no 5-point bin with 1,000 or more PAs is more than 3 points off the diagonal', () => {
  const { league, seasons } = readOnly(siteDatabasePath(), (db) => {
    const source = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'source'").get()?.value
    if (source !== 'sim') throw new Error(`the site database holds ${source ?? 'no'} data, not the simulated league`)
    const league = leagueCalibrationFrom(db)
    const seasons = Array.from({ length: (league?.to ?? 0) - (league?.from ?? 0) + 1 }, (_, index) => (league?.from ?? 0) + index).map((season) => winCalibrationFrom(db, season))
    return { league, seasons }
  })
  const worst = league && worstBin(league, 1000)
  const perSeason = seasons.flatMap((season) => (season ? [`${season.season}: Brier ${season.brier.toFixed(4)}, worst bin ${((worstBin(season, 1000)?.gap ?? 0) * 100).toFixed(1)} points`] : []))
  console.log(`simulated ${league?.from}–${league?.to}: Brier ${league?.brier.toFixed(4)} (baseline ${league?.baseline.toFixed(4)}), ${league?.pas} PAs; worst bin ${worst?.lower.toFixed(2)}–${worst?.upper.toFixed(2)} ${((worst?.gap ?? 0) * 100).toFixed(1)} points over ${worst?.pas} PAs\n${perSeason.join('\n')}`)
  expect(league?.seasons).toBeGreaterThanOrEqual(5)
  expect(league?.brier ?? 1).toBeLessThan(league?.baseline ?? 0)
  expect(Math.abs(worst?.gap ?? 1)).toBeLessThanOrEqual(0.03)
})
