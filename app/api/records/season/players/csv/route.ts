import { z } from 'zod'
import { playerRecordsCsv } from '@/components/stats/records/player-records-csv'
import { playerColumns } from '@/components/stats/records/stat-columns'
import { notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { DATA_CACHE_CONTROL } from '@/lib/data/http/json-response'
import { intParam, parseQuery } from '@/lib/data/http/query-params'
import { getDatabase } from '@/lib/data/db'
import { getDataSource, simulatedCsvNotice } from '@/lib/data/loaders/get-data-source'
import { getSeasonRecordsScope } from '@/lib/data/loaders/get-season-records-scope'
import { listAllSeasonRecords } from '@/lib/data/loaders/list-season-records'
import { recordsQueryFromSearch, recordsSearchSchema } from '@/lib/schemas/season-records'


const SHAPE = {
  type: z.enum(['batting', 'pitching']),
  season: intParam(1936, 2100),
  league: z.enum(['central', 'pacific']).optional(),
}
const HINTS = {
  type: ['batting または pitching', 'batting or pitching'],
  season: ['2025 のような4桁の年', 'a four-digit year such as 2025'],
  league: ['central または pacific', 'central or pacific'],
} as const

/**
 * The season records page's view as CSV: which records (type, season, league) must be right;
 * the view's own settings (qualified, team, group, sort, order) fall back as on the page. Every
 * line of the view, not one page; UTF-8 with a BOM so Excel reads the Japanese.
 */
export function GET(request: Request): Response {
  const params = new URL(request.url).searchParams
  const parsed = parseQuery(params, SHAPE, HINTS)
  if (!parsed.ok) return parsed.response
  if (!getDatabase()) return unavailable()
  const { type, season, league } = parsed.value
  const scope = getSeasonRecordsScope(type, season)
  if (!scope?.teams.some((row) => !league || row.league === league)) return notFoundJson(`${season}年の${type === 'batting' ? '打撃' : '投手'}成績はありません。`, `no ${type} records for ${season}`)
  const search = recordsSearchSchema.parse(Object.fromEntries(params))
  const query = recordsQueryFromSearch({ type, season, league }, search, 50, Math.max(...scope.teams.map((row) => row.games)))
  const records = listAllSeasonRecords(query)
  if (!records) return unavailable()
  const name = ['season-records', type, season, league, query.team, query.qualified ? null : 'all', search.group].filter(Boolean).join('-')
  return new Response(playerRecordsCsv(records, playerColumns(type, search.group), simulatedCsvNotice(getDataSource())), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': DATA_CACHE_CONTROL,
    },
  })
}
