import { z } from 'zod'
import { careerCsv } from '@/components/stats/records/career-csv'
import { COLUMN_GROUPS, playerColumns } from '@/components/stats/records/stat-columns'
import { badRequest, notFoundJson, unavailable } from '@/lib/data/http/api-error'
import { DATA_CACHE_CONTROL } from '@/lib/data/http/json-response'
import { parseQuery } from '@/lib/data/http/query-params'
import { getDatabase } from '@/lib/data/db'
import { getDataSource, simulatedCsvNotice } from '@/lib/data/loaders/get-data-source'
import { getPlayerCareer } from '@/lib/data/loaders/get-player-career'
import { getPlayerProfile } from '@/lib/data/loaders/get-player-profile'
import { playerIdParam } from '@/lib/route-params'

const SHAPE = { type: z.enum(['batting', 'pitching']), group: z.enum(COLUMN_GROUPS).default('basic') }
const HINTS = {
  type: ['batting または pitching', 'batting or pitching'],
  group: ['basic・detail・saber のいずれか', 'one of basic, detail, saber'],
} as const

/** /api/players/{id}/career?type=batting&group=basic: the career table of the player page as CSV (UTF-8 with a BOM). */
export async function GET(request: Request, { params }: { params: Promise<{ playerId: string }> }): Promise<Response> {
  const { playerId } = await params
  if (!playerIdParam.safeParse(playerId).success) return badRequest('選手IDは数字です。', 'a player id is numeric')
  const parsed = parseQuery(new URL(request.url).searchParams, SHAPE, HINTS)
  if (!parsed.ok) return parsed.response
  if (!getDatabase()) return unavailable()
  const { type, group } = parsed.value
  const profile = getPlayerProfile(playerId)
  const career = getPlayerCareer(playerId, type)
  if (!profile || !career) return notFoundJson(`この選手の${type === 'batting' ? '打撃' : '投手'}成績はありません。`, `no ${type} lines for player ${playerId}`)
  return new Response(careerCsv(profile.name, career, playerColumns(type, group), simulatedCsvNotice(getDataSource())), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="player-${playerId}-career-${type}-${group}.csv"`,
      'Cache-Control': DATA_CACHE_CONTROL,
    },
  })
}
