import { z } from 'zod'
import { notFoundJson } from '@/lib/data/http/api-error'
import { intParam } from '@/lib/data/http/query-params'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { getChartRace } from '@/lib/data/loaders/analysis/chart-race/get-chart-race'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { DEFAULT_RACE_STAT, isRaceSide, RACE_STATS, type RaceSide } from '@/lib/domain/analysis/race-stats'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

function raceEndpoint<S extends RaceSide>(side: S) {
  return dataEndpoint({
    shape: {
      season: intParam(1936, 2100).optional(),
      stat: z.enum(RACE_STATS[side]).default(DEFAULT_RACE_STAT[side]),
      league: z.enum(LEAGUE_SCOPES).default('npb'),
    },
    hints: {
      season: ['2025 のような4桁の年（省略時は最新の年度）', 'a four-digit year such as 2025 (the latest season when left out)'],
      stat: [`${RACE_STATS[side].join('・')} のいずれか（省略時は ${DEFAULT_RACE_STAT[side]}）`, `one of ${RACE_STATS[side].join(', ')} (${DEFAULT_RACE_STAT[side]} when left out)`],
      league: ['npb・central・pacific のいずれか（省略時は npb）', 'one of npb, central, pacific (npb when left out)'],
    },
    load: ({ season, stat, league }) => {
      const shown = season ?? servedSeasons()[0]
      return shown === undefined || !servedSeasons().includes(shown) ? null : getChartRace({ season: shown, side, stat, league })
    },
    notFound: ({ season }) => [`${season ?? ''}年の試合はありません。`, `no games in ${season ?? 'the latest season'}`],
  })
}

const ENDPOINTS: Readonly<Record<RaceSide, (request: Request) => Response>> = { pitching: raceEndpoint('pitching'), batting: raceEndpoint('batting') }

/**
 * /api/analysis/chart-race/{pitching|batting}?season=2025&stat=so&league=central: a stat's race
 * through a season, compact (lib/schemas/chart-race.ts): the dates, the players ever in a date's
 * top 10, and each date's increments. The latest season, the side's default stat and NPB by default.
 */
export async function GET(request: Request, { params }: { params: Promise<{ side: string }> }): Promise<Response> {
  const { side } = await params
  if (!isRaceSide(side)) return notFoundJson(`API /api/analysis/chart-race/${side} はありません（pitching または batting）。`, `no API endpoint at /api/analysis/chart-race/${side} (pitching or batting)`)
  return ENDPOINTS[side](request)
}
