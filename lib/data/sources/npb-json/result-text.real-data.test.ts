import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { parseResultText } from '@/lib/domain/import/npb-result-text'

/** ../shared/npb-data beside the project, or NPB_DATA_DIR. */
const dataDir = process.env.NPB_DATA_DIR ?? join(process.cwd(), '..', 'shared', 'npb-data')

type DailyGame = { playByPlay: Array<{ jaResult?: { text?: string }; jaText?: string }> }

function seasonTexts(season: number): string[] {
  const dir = join(dataDir, `KurimaReiji__npb${season}`, 'Games', 'daily')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json.gz'))
    .flatMap((file) => JSON.parse(gunzipSync(readFileSync(join(dir, file))).toString('utf8')) as DailyGame[])
    .flatMap((game) => game.playByPlay.map((event) => event.jaResult?.text ?? event.jaText ?? ''))
}

const available = existsSync(dataDir)
if (!available) console.log('SKIP real-data: ../npb-data not found')

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
