import { z } from 'zod'
import { intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getRunValueView } from '@/lib/data/loaders/game-stats/run-value/get-run-value-view'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

/**
 * /api/game-stats/run-value?season=2025&league=central: the page's DTO (lib/schemas/run-value.ts) —
 * each event's run value, the season's constants and every season's. The latest season and NPB by
 * default; 404 for a season whose run values were not derived.
 */
export const GET = dataEndpoint({
  shape: { season: intParam(1936, 2100).optional(), league: z.enum(LEAGUE_SCOPES).default('npb') },
  hints: {
    season: ['2025 のような4桁の年（省略時は最新の年度）', 'a four-digit year such as 2025 (the latest season when left out)'],
    league: ['npb・central・pacific のいずれか（省略時は npb）', 'one of npb, central, pacific (npb when left out)'],
  },
  load: ({ season, league }) => {
    const shown = season ?? servedSeasons()[0]
    return shown === undefined || !servedSeasons().includes(shown) ? null : getRunValueView(shown, league)
  },
  notFound: ({ season }) => [`${season ?? ''}年の得点価値はありません。`, `no run values for ${season ?? 'the latest season'}`],
})
