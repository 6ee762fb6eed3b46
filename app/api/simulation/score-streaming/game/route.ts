import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getMatch, matchArgsOf, streamedGame } from '@/lib/data/loaders/simulation/score-streaming/match'
import { MATCH_HINTS, MATCH_SHAPE, matchCheck, NO_MATCH, streamQueryOf } from '@/lib/data/loaders/simulation/score-streaming/stream-params'

/**
 * /api/simulation/score-streaming/game?away=t&home=g&seed=42: the whole game the stream sends for
 * the same query (every moment and the final line), for 「最後までスキップ」 and for checking a
 * stream. The latest season, the home club's park and the default seed when not named.
 */
export const GET = dataEndpoint({
  shape: MATCH_SHAPE,
  hints: MATCH_HINTS,
  check: matchCheck,
  load: (value) => {
    const query = streamQueryOf(value)
    const match = getMatch(matchArgsOf(query))
    return match ? streamedGame(match, query.seed) : null
  },
  notFound: () => NO_MATCH,
  // A whole game is about 120 kB of JSON and every seed is another: keep the last few, not 500 (60 MB).
  memoLimit: 40,
})
