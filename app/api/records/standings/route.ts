import { z } from 'zod'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { intParam } from '@/lib/data/http/query-params'
import { getStandings } from '@/lib/data/loaders/get-standings'
import { HOME_AWAY } from '@/lib/schemas/standings'


/** Both leagues' standings and head-to-head for a season: `?season=2025&home_away=all|home|away`. */
export const GET = dataEndpoint({
  shape: { season: intParam(1936, 2100), home_away: z.enum(HOME_AWAY).default('all') },
  hints: { season: ['2025 のような4桁の年', 'a four-digit year such as 2025'], home_away: ['all・home・away のいずれか', 'one of all, home, away'] },
  load: ({ season, home_away: homeAway }) => getStandings(season, homeAway),
  notFound: ({ season }) => [`${season}年の順位表はありません。`, `no standings for ${season}`],
})
