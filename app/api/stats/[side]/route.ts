import { notFoundJson } from '@/lib/data/http/api-error'
import { dataEndpoint } from '@/lib/data/http/serve-data'
import { EXPLORER_API_HINTS, EXPLORER_API_SHAPE, explorerApiMisfit, explorerViewOfQuery, unservedSeason } from '@/lib/data/http/stats-explorer-params'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getStatsExplorer } from '@/lib/data/loaders/stats-explorer/get-stats-explorer'
import type { StatSide } from '@/lib/schemas/stat-lines'

const SIDE_NAMES: Readonly<Record<StatSide, string>> = { batting: '打撃', pitching: '投手' }

/** One endpoint per side: the side is the path's, so a column or position of the other side is a 400. */
function sideEndpoint(side: StatSide) {
  return dataEndpoint({
    shape: EXPLORER_API_SHAPE,
    hints: EXPLORER_API_HINTS,
    check: (query) => explorerApiMisfit(side, query),
    load: (query) => {
      const seasons = servedSeasons()
      if (unservedSeason(query, seasons) !== null) return null
      return getStatsExplorer(explorerViewOfQuery(side, query, seasons))
    },
    notFound: (query) => {
      const season = unservedSeason(query, servedSeasons()) ?? query.season ?? ''
      return [`${season}年の${SIDE_NAMES[side]}成績はありません。`, `no ${side} lines for ${season}`]
    },
  })
}

const ENDPOINTS: Readonly<Record<StatSide, (request: Request) => Response>> = { batting: sideEndpoint('batting'), pitching: sideEndpoint('pitching') }

/**
 * /api/stats/{batting|pitching}: the stat explorer's view (lib/schemas/stats-explorer.ts) for the
 * page's own query string — season (+ through), team, league, pos, qualified, min, preset or
 * cols, sort, order, per, page and the split filter. A bad value is a 400 naming it, a season
 * without games a 404; the body has an ETag (304 when held).
 */
export async function GET(request: Request, { params }: { params: Promise<{ side: string }> }): Promise<Response> {
  const { side } = await params
  if (side !== 'batting' && side !== 'pitching') return notFoundJson(`API /api/stats/${side} はありません。`, `no API endpoint at /api/stats/${side}`)
  return ENDPOINTS[side](request)
}
