import { deriveDecisions } from '@/lib/domain/import/derive-decisions'
import { toCanonicalGame } from '@/lib/domain/import/npb-game/to-canonical-game'
import { hasRealData, readSeasonGames } from './real-data'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')

;(available ? test : test.skip)('decisions derived by the scoring rules agree with the ones 2025 records (2024 has none)', () => {
  const tally = { games: 0, win: 0, loss: 0, save: 0, holds: 0, recordedHolds: 0 }
  for (const source of readSeasonGames(2025)) {
    const { game } = toCanonicalGame(source)
    const derived = deriveDecisions(game)
    const recorded = new Set(game.decisions.holds)
    tally.games += 1
    tally.win += Number(derived.win === game.decisions.win)
    tally.loss += Number(derived.loss === game.decisions.loss)
    tally.save += Number(derived.save === game.decisions.save)
    tally.holds += derived.holds.filter((id) => recorded.has(id)).length
    tally.recordedHolds += recorded.size
  }
  console.log(`2025 decisions: W ${tally.win}/${tally.games}, L ${tally.loss}/${tally.games}, S ${tally.save}/${tally.games}, H ${tally.holds}/${tally.recordedHolds}`)
  expect(tally.win / tally.games).toBeGreaterThan(0.99)
  expect(tally.loss / tally.games).toBeGreaterThan(0.99)
  expect(tally.save / tally.games).toBeGreaterThan(0.99)
  expect(tally.holds / tally.recordedHolds).toBeGreaterThan(0.85)
})
