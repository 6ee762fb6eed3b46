import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { z } from 'zod'
import { hasRealData, NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'
import { readNpbDayFile } from '@/lib/data/sources/npb-json/read-day-file'
import { readRealDatabase as read } from '@/lib/data/testing/real-database'
import { toCanonicalGame } from '@/lib/domain/import/npb-game/to-canonical-game'
import type { ClubBox } from '@/lib/schemas/game-box'
import { gameBoxFrom } from './game-box'
import { gameDetailFrom } from './game-detail'

const available = hasRealData()
if (!available) console.log('SKIP real-data: ../npb-data not found')
const realTest = available ? test : test.skip

const FILE = join(NPB_DATA_DIR, 'KurimaReiji__npb2024', 'Games', 'daily', '2024-03-29.json.gz')

/** What npb.jp's 2024 file holds of a game's box: team batting and pitching totals (no player lines that year). */
const side = z.object({
  batting: z.object({ atBats: z.number(), runs: z.number(), hits: z.number(), rbi: z.number(), stolenBases: z.number() }),
  pitching: z.object({ battersFaced: z.number(), inningsPitched: z.number(), hits: z.number(), homeRuns: z.number(), baseOnBalls: z.number(), hitByPitch: z.number(), strikeOuts: z.number(), runs: z.number(), earnedRuns: z.number() }),
})
const fileGames = z.array(z.object({ boxscore: z.object({ teamStats: z.object({ road: side, home: side }) }) }))

/** npb.jp writes 6⅔ innings as 6.2. */
const outsOf = (inningsPitched: number) => Math.trunc(inningsPitched) * 3 + Math.round((inningsPitched % 1) * 10)

const total = <L extends object>(lines: readonly L[], key: keyof L) => lines.reduce((sum, line) => sum + Number(line[key] ?? 0), 0)

function ours(club: ClubBox) {
  return {
    batting: { atBats: total(club.batting, 'ab'), runs: total(club.batting, 'r'), hits: total(club.batting, 'h'), rbi: total(club.batting, 'rbi'), stolenBases: total(club.batting, 'sb') },
    pitching: {
      battersFaced: total(club.pitching, 'bf'), outs: total(club.pitching, 'outs'), hits: total(club.pitching, 'h'), homeRuns: total(club.pitching, 'hr'), baseOnBalls: total(club.pitching, 'bb'),
      hitByPitch: total(club.pitching, 'hbp'), strikeOuts: total(club.pitching, 'so'), runs: total(club.pitching, 'r'), earnedRuns: total(club.pitching, 'er'),
    },
  }
}

/**
 * Opening day 2024, all six games: each club's box totals and line score as the page reads them
 * equal npb.jp's file — AB R H RBI SB, BF IP H HR BB HBP SO R ER, and the printed line score.
 */
realTest('real 2024 opening day: every game’s box totals and line score equal the npb.jp file', () => {
  const sources = readNpbDayFile(FILE)
  const totals = fileGames.parse(JSON.parse(gunzipSync(readFileSync(FILE)).toString('utf8')))
  expect(sources).toHaveLength(6)
  read((db) => {
    sources.forEach((source, index) => {
      const id = toCanonicalGame(source).game.id
      const box = gameBoxFrom(db, id)
      const detail = gameDetailFrom(db, id)
      const file = totals[index]?.boxscore.teamStats
      for (const [our, theirs] of [[box?.away, file?.road], [box?.home, file?.home]] as const) {
        const { inningsPitched, ...pitching } = theirs?.pitching ?? { inningsPitched: 0 }
        const expected = { batting: theirs?.batting, pitching: { ...pitching, outs: outsOf(inningsPitched) } }
        expect([id, our ? ours(our) : null]).toEqual([id, expected])
      }
      // The printed line score ('    Giants | 0 0 0  0 3 0  0 1 x  | 4'): its `innings` array says 0 for a half not played.
      const printed = (text: string | undefined) => (text?.split('|')[1] ?? '').trim().split(/\s+/).map((cell) => (cell === 'x' ? null : Number(cell)))
      expect([id, detail?.away.line, detail?.home.line]).toEqual([id, printed(source.linescore[0]), printed(source.linescore[1])])
    })
  })
})
