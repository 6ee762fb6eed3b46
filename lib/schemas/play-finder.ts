import { z } from 'zod'
import {
  PLAY_BASES, PLAY_COUNTS, PLAY_FILTER_KEYS, PLAY_FIRST_PITCHES, PLAY_HANDS, PLAY_INNINGS, PLAY_MARGINS, PLAY_MONTHS, PLAY_OUTS, PLAY_RESULTS,
  type PlayFilter, type PlayFilterKey, type PlayMonth,
} from '@/lib/domain/analysis/play-filter-fields'
import { PA_RESULTS, PITCH_RESULTS } from '@/lib/domain/events'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { firstValue } from './search-params'

/** Rows per page of the finder's results; the API also takes 50 and 100. */
export const PLAY_FINDER_PER = 25
export const PLAY_FINDER_PERS = ['25', '50', '100'] as const
export const PLAY_SIDES = ['batting', 'pitching'] as const

const isMonth = (value: number): value is PlayMonth => (PLAY_MONTHS as readonly number[]).includes(value)

/** Each filter as its URL value reads (a string) and the value the finder uses. */
const FILTER_FIELDS = {
  bases: z.enum(PLAY_BASES),
  outs: z.enum(PLAY_OUTS),
  inning: z.enum(PLAY_INNINGS),
  margin: z.enum(PLAY_MARGINS),
  count: z.enum(PLAY_COUNTS),
  ph: z.literal('1').transform(() => true as const),
  first: z.enum(PLAY_FIRST_PITCHES),
  bhand: z.enum(PLAY_HANDS),
  phand: z.enum(PLAY_HANDS),
  team: z.enum(TEAM_CODES),
  // npb.jp ids are digits; players only 一球速報's files know carry a letter first ('y2118993').
  player: z.string().regex(/^[a-z]?\d{1,10}$/),
  month: z.string().regex(/^\d{1,2}$/).transform(Number).refine(isMonth),
  result: z.enum(PLAY_RESULTS),
} satisfies Record<PlayFilterKey, z.ZodType<unknown, string>>

/** Where the finder looks, beyond the filters: a side, one season or all, a league of the side's clubs, a page. */
const SCOPE_FIELDS = {
  side: z.enum(PLAY_SIDES).default('batting'),
  season: z.union([z.literal('all'), z.string().regex(/^\d{4}$/).transform(Number)]),
  league: z.enum(LEAGUE_SCOPES).default('npb'),
  page: z.string().regex(/^\d{1,6}$/).transform(Number).pipe(z.number().int().min(1)).default(1),
  per: z.enum(PLAY_FINDER_PERS).transform(Number).default(PLAY_FINDER_PER),
}

const optional = <T extends z.ZodType>(schema: T) => schema.optional()

/**
 * GET /api/analysis/plays: every parameter a string, checked strictly (a bad value is a 400
 * naming it). `season` is required: a year, or `all` for every season the site serves.
 */
export const PLAY_FINDER_API_SHAPE = {
  ...SCOPE_FIELDS,
  ...(Object.fromEntries(Object.entries(FILTER_FIELDS).map(([key, schema]) => [key, optional(schema)])) as { [K in PlayFilterKey]: z.ZodOptional<(typeof FILTER_FIELDS)[K]> }),
}

export type PlayFinderApiQuery = z.infer<z.ZodObject<typeof PLAY_FINDER_API_SHAPE>>

/** The filters of an API query, unset ones left out (so equal filters serialise alike). */
export function playFilterOf(query: Partial<Record<PlayFilterKey, unknown>>): PlayFilter {
  const filter: Record<string, unknown> = {}
  for (const key of Object.keys(FILTER_FIELDS)) if (query[key as PlayFilterKey] !== undefined) filter[key] = query[key as PlayFilterKey]
  return filter as PlayFilter
}

/** The page's finder query from its URL: a bad value is dropped (that filter unset), never an error. */
export function parsePlayFinderSearch(params: Record<string, string | string[] | undefined>): { filter: PlayFilter; all: boolean; page: number } {
  const filter: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(FILTER_FIELDS)) {
    const parsed = (schema as z.ZodType).safeParse(firstValue(params[key]))
    if (parsed.success) filter[key] = parsed.data
  }
  const page = SCOPE_FIELDS.page.safeParse(firstValue(params.page))
  return { filter: filter as PlayFilter, all: firstValue(params.seasons) === 'all', page: page.success ? page.data : 1 }
}

const count = z.number().int().min(0)
const rate = z.number().nullable()

/** The kept PAs' line from the side's view (for a pitcher, the batters' line against him; RE24 and WPA turned). */
export const playLineSchema = z.object({
  pa: count, ab: count, h: count, doubles: count, triples: count, hr: count, bb: count, ibb: count, hbp: count, so: count, sf: count, sh: count,
  rbi: count, tb: count, avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, kPct: rate, bbPct: rate,
  re24: rate, wpa: rate, li: rate,
})
export type PlayLineDto = z.infer<typeof playLineSchema>

const hand = z.enum(PLAY_HANDS).nullable()

/** A filter as the finder understood it (values, not URL strings). */
export const playFilterSchema = z.object({
  bases: z.enum(PLAY_BASES).optional(),
  outs: z.enum(PLAY_OUTS).optional(),
  inning: z.enum(PLAY_INNINGS).optional(),
  margin: z.enum(PLAY_MARGINS).optional(),
  count: z.enum(PLAY_COUNTS).optional(),
  ph: z.literal(true).optional(),
  first: z.enum(PLAY_FIRST_PITCHES).optional(),
  bhand: z.enum(PLAY_HANDS).optional(),
  phand: z.enum(PLAY_HANDS).optional(),
  team: z.enum(TEAM_CODES).optional(),
  player: z.string().optional(),
  month: z.number().int().refine(isMonth).optional(),
  result: z.enum(PLAY_RESULTS).optional(),
}) satisfies z.ZodType<PlayFilter>

/** One kept PA, newest first; RE24 and WPA from the side's view. */
export const playRowSchema = z.object({
  game_id: z.string(),
  season: z.number().int(),
  date: z.string(),
  away: z.string(),
  home: z.string(),
  seq: count,
  inning: count,
  half: z.enum(['top', 'bottom']),
  outs: count,
  bases: count,
  away_score: count,
  home_score: count,
  batter_id: z.string(),
  batter: z.string(),
  batter_side: hand,
  pitcher_id: z.string(),
  pitcher: z.string(),
  pitcher_hand: hand,
  balls: count.nullable(),
  strikes: count.nullable(),
  ph: z.boolean(),
  first_pitch: z.enum(PITCH_RESULTS).nullable(),
  result: z.enum(PA_RESULTS),
  text: z.string(),
  runs: count,
  rbi: count,
  re24: rate,
  wpa: rate,
  li: rate,
})
export type PlayRowDto = z.infer<typeof playRowSchema>

/** The finder's answer: the scope, the filter as understood (and in words), the count, the line, a page of PAs, and what the data cannot answer. */
export const playFinderSchema = z.object({
  side: z.enum(PLAY_SIDES),
  from: z.number().int(),
  to: z.number().int(),
  league: z.enum(LEAGUE_SCOPES),
  filter: playFilterSchema,
  labels: z.array(z.object({ key: z.enum(PLAY_FILTER_KEYS), label: z.string() })),
  total: count,
  page: z.number().int().min(1),
  per: z.number().int().min(1),
  line: playLineSchema,
  rows: z.array(playRowSchema),
  /** One sentence per filter some searched season cannot answer (no pitch rows for 初球, no 代打 stints). */
  gaps: z.array(z.string()),
})
export type PlayFinder = z.infer<typeof playFinderSchema>
