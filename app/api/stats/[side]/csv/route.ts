import { explorerCsv } from '@/components/stats/explorer/explorer-csv'
import { notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { DATA_CACHE_CONTROL } from '@/lib/data/http/json-response'
import { parseQuery } from '@/lib/data/http/query-params'
import { EXPLORER_API_HINTS, EXPLORER_API_SHAPE, explorerApiMisfit, explorerViewOfQuery, unservedSeason } from '@/lib/data/http/stats-explorer-params'
import { getDatabase } from '@/lib/data/db'
import { getDataSource, servedSeasons, simulatedCsvNotice } from '@/lib/data/loaders/get-data-source'
import { getStatsExplorer } from '@/lib/data/loaders/stats-explorer/get-stats-explorer'
import { splitFilterQuery } from '@/lib/domain/splits/split-filter'

/**
 * /api/stats/{batting|pitching}/csv?…: the explorer's view as CSV — every line of it (no page),
 * the chosen columns in the table's order and printing, UTF-8 with a BOM. Same query and checks
 * as the JSON endpoint.
 */
export async function GET(request: Request, { params }: { params: Promise<{ side: string }> }): Promise<Response> {
  const { side } = await params
  if (side !== 'batting' && side !== 'pitching') return notFoundJson(`API /api/stats/${side}/csv はありません。`, `no API endpoint at /api/stats/${side}/csv`)
  const parsed = parseQuery(new URL(request.url).searchParams, EXPLORER_API_SHAPE, EXPLORER_API_HINTS, (query) => explorerApiMisfit(side, query))
  if (!parsed.ok) return parsed.response
  if (!getDatabase()) return unavailable()
  const seasons = servedSeasons()
  const missing = unservedSeason(parsed.value, seasons)
  const view = explorerViewOfQuery(side, parsed.value, seasons)
  const data = missing === null ? getStatsExplorer({ ...view, per: 'all', page: 1 }) : null
  if (!data) {
    const season = missing ?? view.from
    return notFoundJson(`${season}年の${side === 'batting' ? '打撃' : '投手'}成績はありません。`, `no ${side} lines for ${season}`)
  }
  const name = ['stats', side, view.from === view.to ? view.from : `${view.from}-${view.to}`, view.league, view.team, view.pos, view.qualified ? null : 'all', view.cols ? 'custom' : view.preset, ...splitFilterQuery(view.filter).map(([key, value]) => `${key}${value}`)]
    .filter(Boolean)
    .join('-')
  return new Response(explorerCsv(data, simulatedCsvNotice(getDataSource())), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': DATA_CACHE_CONTROL,
    },
  })
}
