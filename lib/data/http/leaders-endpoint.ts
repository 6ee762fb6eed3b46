import 'server-only'
import { z } from 'zod'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { getLeadersBoard } from '@/lib/data/loaders/leaders/get-leaders-board'
import { isCalendarDate, parseSplitFilter, SPLIT_COUNTS, SPLIT_HANDS, SPLIT_INNINGS, SPLIT_SITES, type SplitFilter } from '@/lib/domain/splits/split-filter'
import { LEADERS_TOPS } from '@/lib/schemas/leaders-board'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { intParam } from './query-params'
import { dataEndpoint } from './serve-data'

const date = z.string().refine(isCalendarDate)

/** The query: unlike the page, which drops a bad split quietly, every bad value is a 400 naming it. */
const SHAPE = {
  season: intParam(1936, 2100).optional(),
  top: z.string().regex(/^\d{2}$/).transform(Number).pipe(z.literal(LEADERS_TOPS)).default(10),
  league: z.enum(['central', 'pacific']).optional(),
  hand: z.enum(SPLIT_HANDS).optional(),
  site: z.enum(SPLIT_SITES).optional(),
  risp: z.literal('1').transform(() => true as const).optional(),
  month: intParam(1, 12).optional(),
  count: z.enum(SPLIT_COUNTS).optional(),
  inning: z.enum(SPLIT_INNINGS).optional(),
  from: date.optional(),
  to: date.optional(),
}

const HINTS = {
  season: ['2025 のような4桁の年（省略時は最新の年度）', 'a four-digit year such as 2025 (the latest season when left out)'],
  top: ['10・20・50 のいずれか', 'one of 10, 20, 50'],
  league: ['central または pacific', 'central or pacific'],
  hand: ['R（対右）または L（対左）', 'R (vs right) or L (vs left)'],
  site: ['home または road', 'home or road'],
  risp: ['1（得点圏のみ）', '1 (runners in scoring position only)'],
  month: ['1〜12 の月', 'a month from 1 to 12'],
  count: [`${SPLIT_COUNTS.join('・')} のいずれか`, `one of ${SPLIT_COUNTS.join(', ')}`],
  inning: [`${SPLIT_INNINGS.join('・')} のいずれか`, `one of ${SPLIT_INNINGS.join(', ')}`],
  from: ['2025-06-01 のような日付', 'a date such as 2025-06-01'],
  to: ['2025-06-30 のような日付（from 以降）', 'a date such as 2025-06-30, not before from'],
} as const

type Query = z.infer<z.ZodObject<typeof SHAPE>>

/** The checked splits in the page's canonical form (parseSplitFilter), so the page and the API share the loader's memo. */
function filterOf({ hand, site, risp, month, count, inning, from, to }: Query): SplitFilter {
  return parseSplitFilter({ hand, site, risp: risp ? '1' : undefined, month: month?.toString(), count, inning, from, to })
}

/**
 * GET /api/leaders/{batting|pitching}: the leaderboards' DTO (lib/schemas/leaders-board.ts) for a
 * season (the latest by default), N per list, one league or both, and the splits. 404 when the
 * season, or its days the splits keep, has no regular-season game.
 */
export function leadersEndpoint(side: StatSide) {
  return dataEndpoint({
    shape: SHAPE,
    hints: HINTS,
    check: ({ from, to }) => (from !== undefined && to !== undefined && from > to ? 'to' : null),
    load: (query) => {
      const season = query.season ?? servedSeasons()[0]
      if (season === undefined) return null
      return getLeadersBoard({ side, season, filter: filterOf(query), top: query.top, ...(query.league ? { league: query.league } : {}) })
    },
    notFound: ({ season }) => [
      `${season ?? '最新の'}年度の、この条件に当たるレギュラーシーズンの試合はありません。`,
      `no regular-season games for ${season ?? 'the latest season'} under these splits`,
    ],
  })
}
