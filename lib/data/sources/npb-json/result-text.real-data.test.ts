import { parseResultText } from '@/lib/domain/import/npb-game/result-text'
import { hasRealData, readSeasonGames } from './real-data'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')

function seasonTexts(season: number): string[] {
  return readSeasonGames(season).flatMap((game) => game.playByPlay.map((play) => play.jaResult?.text ?? play.jaText ?? ''))
}

;(available ? test : test.skip).each([2024, 2025])('every %i play-by-play text parses (under 0.5% unknown)', (season) => {
  const texts = seasonTexts(season)
  const unknown = texts.filter((text) => parseResultText(text).kind === 'unknown')
  expect(texts.length).toBeGreaterThan(70_000)
  expect(unknown.length / texts.length).toBeLessThan(0.005)
})

;(available ? test : test.skip)('2024 home runs from the play-by-play: 975 in 858 games (MANIFEST fact)', () => {
  const homers = seasonTexts(2024).filter((text) => {
    const parsed = parseResultText(text)
    return parsed.kind === 'pa' && parsed.result === 'HR'
  })
  expect(homers).toHaveLength(975)
})
