import 'server-only'
import { z } from 'zod'
import { isCalendarDate, parseSplitFilter, SPLIT_COUNTS, SPLIT_HANDS, SPLIT_INNINGS, SPLIT_SITES } from '@/lib/domain/splits/split-filter'
import { EXPLORER_PRESETS, isSortableKey, parseColumnsParam } from '@/lib/domain/stats/explorer-columns'
import { explorerViewFrom, type ExplorerView } from '@/lib/domain/stats/explorer-view'
import { BATTER_POSITIONS, isRoleOf, PITCHER_ROLES } from '@/lib/domain/stats/player-role'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { EXPLORER_PER, explorerSearchSchema } from '@/lib/schemas/stats-explorer'
import type { ParamHint } from './query-params'

const year = z.string().regex(/^\d{4}$/)
const date = z.string().refine(isCalendarDate)

/**
 * The explorer API's and CSV's query, checked strictly (a bad value is a 400 naming it). Values
 * stay strings: a valid query then goes through the page's own parse (explorerViewFrom), so the
 * API answers exactly the view the page shows for the same URL.
 */
export const EXPLORER_API_SHAPE = {
  season: year.optional(),
  through: year.optional(),
  team: z.enum(TEAM_CODES).optional(),
  league: z.enum(['central', 'pacific']).optional(),
  pos: z.enum([...BATTER_POSITIONS, ...PITCHER_ROLES]).optional(),
  qualified: z.enum(['true', 'false']).optional(),
  min: z.string().regex(/^\d{1,4}$/).optional(),
  preset: z.enum(EXPLORER_PRESETS).optional(),
  cols: z.string().regex(/^[a-z0-9_]{1,24}(,[a-z0-9_]{1,24}){0,19}$/).optional(),
  sort: z.string().regex(/^[a-z0-9_]{1,24}$/).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  per: z.enum(EXPLORER_PER).optional(),
  page: z.string().regex(/^[1-9]\d{0,5}$/).optional(),
  hand: z.enum(SPLIT_HANDS).optional(),
  site: z.enum(SPLIT_SITES).optional(),
  risp: z.literal('1').optional(),
  month: z.string().regex(/^(?:[1-9]|1[0-2])$/).optional(),
  count: z.enum(SPLIT_COUNTS).optional(),
  inning: z.enum(SPLIT_INNINGS).optional(),
  from: date.optional(),
  to: date.optional(),
}
export type ExplorerApiQuery = z.infer<z.ZodObject<typeof EXPLORER_API_SHAPE>>

export const EXPLORER_API_HINTS: Readonly<Record<keyof typeof EXPLORER_API_SHAPE, ParamHint>> = {
  season: ['2025 のような4桁の年', 'a four-digit year such as 2025'],
  through: ['season 以降の4桁の年（期間の最後のシーズン）', 'a four-digit year not before season (the last season of the range)'],
  team: ['球団コード（g・t・db・c・s・d・h・f・m・e・bs・l）', 'a club code (g t db c s d h f m e bs l)'],
  league: ['central または pacific', 'central or pacific'],
  pos: ['守備位置（打者: c・1b・2b・3b・ss・of・dh・p）または役割（投手: sp・rp）', 'a position (batters: c 1b 2b 3b ss of dh p) or a role (pitchers: sp rp)'],
  qualified: ['true または false', 'true or false'],
  min: ['0〜9999 の整数（打者は打席、投手は投球回）', 'a whole number from 0 to 9999 (PA for batters, innings for pitchers)'],
  preset: ['basic・detail・saber・batted・pitch のいずれか', 'one of basic, detail, saber, batted, pitch'],
  cols: ['カンマ区切りの列名（avg,hr,ops など、20列まで）', 'comma-separated column keys such as avg,hr,ops (at most 20)'],
  sort: ['成績の列名（avg・hr・era など）', 'a stat column such as avg, hr or era'],
  order: ['asc または desc', 'asc or desc'],
  per: ['50・100・all のいずれか', 'one of 50, 100, all'],
  page: ['1 以上の整数', 'a whole number from 1'],
  hand: ['R または L', 'R or L'],
  site: ['home または road', 'home or road'],
  risp: ['1（得点圏のみ）', '1 (runners in scoring position only)'],
  month: ['1〜12 の月', 'a month from 1 to 12'],
  count: [SPLIT_COUNTS.join('・'), `one of ${SPLIT_COUNTS.join(', ')}`],
  inning: [SPLIT_INNINGS.join('・'), `one of ${SPLIT_INNINGS.join(', ')}`],
  from: ['2025-06-01 のような日付', 'a date such as 2025-06-01'],
  to: ['2025-06-30 のような日付（from 以降）', 'a date such as 2025-06-30, not before from'],
}

/** What a valid value of one side cannot be on the other: a pitcher's role on the batting side, a batting column for pitchers; and ranges the wrong way round. */
export function explorerApiMisfit(side: StatSide, query: ExplorerApiQuery): keyof typeof EXPLORER_API_SHAPE | null {
  if (query.pos !== undefined && !isRoleOf(side, query.pos)) return 'pos'
  if (query.cols !== undefined && (parseColumnsParam(side, query.cols)?.length ?? 0) !== query.cols.split(',').length) return 'cols'
  if (query.sort !== undefined && !isSortableKey(side, query.sort)) return 'sort'
  if (query.season !== undefined && query.through !== undefined && query.through < query.season) return 'through'
  if (query.from !== undefined && query.to !== undefined && query.from > query.to) return 'to'
  return null
}

/** The seasons a valid query names that the data does not serve (→ 404), or null. */
export function unservedSeason(query: ExplorerApiQuery, seasons: readonly number[]): number | null {
  const asked = [query.season, query.through].filter((value) => value !== undefined).map(Number)
  return asked.find((season) => !seasons.includes(season)) ?? null
}

/** The view of a valid query: the page's parse of the same params. */
export function explorerViewOfQuery(side: StatSide, query: ExplorerApiQuery, seasons: readonly number[]): ExplorerView {
  return explorerViewFrom(side, explorerSearchSchema.parse(query), parseSplitFilter(query), seasons).view
}
