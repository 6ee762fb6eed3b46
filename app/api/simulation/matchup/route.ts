import { z } from 'zod'
import { intParam, seedParam, type ParamHint } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getMatchup } from '@/lib/data/loaders/simulation/matchup/get-matchup'
import type { MatchupQuery } from '@/lib/data/loaders/simulation/matchup/matchup-from'
import { CAREER, PARK_ID_MAX, PLAYER_ID_PATTERN } from '@/lib/domain/simulation/matchup/matchup-params'
import { MATCHUP_PAS } from '@/lib/domain/simulation/matchup/simulate'
import { DEFAULT_SEED } from '@/lib/domain/simulation/tools/seed'

const shape = {
  batter: z.string().regex(PLAYER_ID_PATTERN),
  pitcher: z.string().regex(PLAYER_ID_PATTERN),
  season: z.union([z.literal(CAREER), intParam(1936, 2100)]).optional(),
  park: intParam(1, PARK_ID_MAX).optional(),
  n: intParam(MATCHUP_PAS.min, MATCHUP_PAS.max).optional(),
  seed: seedParam.optional(),
}

type Query = z.infer<z.ZodObject<typeof shape>>

const request = (query: Query) => {
  const matchup: MatchupQuery = { batter: query.batter, pitcher: query.pitcher, season: query.season ?? null, park: query.park ?? null }
  return { ...matchup, n: query.n ?? MATCHUP_PAS.fallback, seed: query.seed ?? DEFAULT_SEED }
}

function notFound(query: Query): ParamHint {
  const answer = getMatchup(request(query))
  switch (answer?.ok === false ? answer.missing : null) {
    case 'batter':
      return [`打者 batter=${query.batter} の選手はいません。`, `no player with id ${query.batter} (batter)`]
    case 'pitcher':
      return [`投手 pitcher=${query.pitcher} の選手はいません。`, `no player with id ${query.pitcher} (pitcher)`]
    case 'park':
      return [`球場 park=${query.park} はその年度の球場にありません。`, `no venue ${query.park} with park factors in that season`]
    default:
      return [`${query.season}年のレギュラーシーズンの試合はありません。`, `no regular-season games in ${query.season}`]
  }
}

/**
 * /api/simulation/matchup?batter=…&pitcher=…&season=2025&park=5&n=10000&seed=1: a batter against a
 * pitcher — each outcome's rates, regressed rates, odds-ratio probability and platoon/park
 * factors; the exact expected line; N simulated PAs; their actual head-to-head PAs. The season
 * defaults to the latest both played (else 'career'), the park to neutral, N to 10,000.
 */
export const GET = dataEndpoint({
  shape,
  hints: {
    batter: ['打者の選手ID（数字）', 'a batter’s player id'],
    pitcher: ['投手の選手ID（数字）', 'a pitcher’s player id'],
    season: ['2025 のような4桁の年か career（通算）', 'a four-digit year such as 2025, or career'],
    park: ['球場ID（1以上の整数）', 'a venue id (a positive integer)'],
    n: [`${MATCHUP_PAS.min.toLocaleString('en-US')}〜${MATCHUP_PAS.max.toLocaleString('en-US')} の打席数`, `a number of PAs from ${MATCHUP_PAS.min} to ${MATCHUP_PAS.max}`],
    seed: ['1〜2147483647 の整数のシード', 'a whole-number seed from 1 to 2147483647'],
  },
  load: (query) => {
    const answer = getMatchup(request(query))
    return answer?.ok ? answer.matchup : null
  },
  notFound,
})
