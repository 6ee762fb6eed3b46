import { z } from 'zod'
import { intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getWinProbability } from '@/lib/data/loaders/game-stats/win-model/get-win-probability'
import { CALCULATOR_INNINGS, CALCULATOR_MAX_DIFF } from '@/lib/domain/game-stats/win-model-state'

/** intParam with a sign: the score difference is home − away. */
const signedParam = (min: number, max: number) => z.string().regex(/^-?\d{1,2}$/).transform(Number).pipe(z.number().int().min(min).max(max))

/**
 * /api/game-stats/win-probability?season=2025&inning=9&half=bottom&outs=2&bases=3&diff=-1: the
 * home club's P(win), P(tie), P(loss), WE and LI from that state under the season's model (the
 * latest season when none is named). The calculator on /game-stats/win-probability-model reads it.
 */
export const GET = dataEndpoint({
  shape: {
    season: intParam(1936, 2100).optional(),
    inning: intParam(1, CALCULATOR_INNINGS),
    half: z.enum(['top', 'bottom']),
    outs: intParam(0, 2),
    bases: intParam(0, 7),
    diff: signedParam(-CALCULATOR_MAX_DIFF, CALCULATOR_MAX_DIFF),
  },
  hints: {
    season: ['2025 のような4桁の年', 'a four-digit year such as 2025'],
    inning: [`1〜${CALCULATOR_INNINGS} のイニング`, `an inning from 1 to ${CALCULATOR_INNINGS}`],
    half: ['top（表）か bottom（裏）', 'top or bottom'],
    outs: ['0〜2 のアウト数', 'outs from 0 to 2'],
    bases: ['0〜7 の走者（1=一塁, 2=二塁, 4=三塁の和）', 'runners as a bitmask from 0 to 7 (1 = first, 2 = second, 4 = third)'],
    diff: [`-${CALCULATOR_MAX_DIFF}〜${CALCULATOR_MAX_DIFF} の点差（後攻−先攻）`, `a score difference, home − away, from -${CALCULATOR_MAX_DIFF} to ${CALCULATOR_MAX_DIFF}`],
  },
  load: ({ season, ...state }) => getWinProbability(season ?? servedSeasons()[0] ?? 0, state),
  notFound: ({ season }) => (season === undefined ? ['試合のデータがありません。', 'no games'] : [`${season}年の試合はありません。`, `no games in ${season}`]),
})
