import { z } from 'zod'
import { gutsCsv } from '@/app/game-stats/run-value/_components/guts-columns'
import { getDatabase } from '@/lib/data/db'
import { notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { DATA_CACHE_CONTROL } from '@/lib/data/http/json-response'
import { parseQuery } from '@/lib/data/http/query-params'
import { getDataSource, simulatedCsvNotice } from '@/lib/data/loaders/get-data-source'
import { listRunValueGuts } from '@/lib/data/loaders/game-stats/run-value/list-run-value-guts'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

const SHAPE = { league: z.enum(LEAGUE_SCOPES).default('npb') }
const HINTS = { league: ['npb・central・pacific のいずれか（省略時は npb）', 'one of npb, central, pacific (npb when left out)'] } as const

/**
 * The Guts table of /game-stats/run-value as CSV (/api/game-stats/run-value/csv?league=…): every
 * season, newest first, with the page's header and printed values. UTF-8 with a BOM.
 */
export function GET(request: Request): Response {
  const parsed = parseQuery(new URL(request.url).searchParams, SHAPE, HINTS)
  if (!parsed.ok) return parsed.response
  if (!getDatabase()) return unavailable()
  const { league } = parsed.value
  const rows = listRunValueGuts(league) ?? []
  if (rows.length === 0) return notFoundJson('得点価値の定数を求められる年度がありません。', 'no season with run-value constants')
  return new Response(gutsCsv(rows, simulatedCsvNotice(getDataSource())), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="run-value-guts-${league}.csv"`, 'Cache-Control': DATA_CACHE_CONTROL },
  })
}
