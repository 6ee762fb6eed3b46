import { z } from 'zod'
import { sampleFilter, type SampleFilter } from '@/lib/domain/stats/sample-filter'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { firstValue, pageSearchParam } from './search-params'

const count = z.number().int().min(0)
const rate = z.number().nullable()
/** A count the source may not give per player (2024's wild pitches and balks): null, printed '-'. */
const sourcedCount = count.nullable()

const identity = {
  player_id: z.string(),
  name: z.string(),
  team: z.enum(TEAM_CODES),
  league: z.enum(['central', 'pacific']),
  qualified: z.boolean(),
  /** Standard competition rank (1, 2, 2, 4) by the sort column within the filtered lines. */
  rank: z.number().int().min(1),
}

export const battingLineSchema = z.object({
  ...identity,
  g: count, pa: count, ab: count, r: count, h: count, doubles: count, triples: count, hr: count, tb: count, rbi: count,
  sb: count, cs: count, sh: count, sf: count, bb: count, ibb: count, hbp: count, so: count, gidp: count,
  avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, k_pct: rate, bb_pct: rate,
  woba: rate, wraa: rate, wrc: rate, wrc_plus: rate,
})
export type BattingLine = z.infer<typeof battingLineSchema>

export const pitchingLineSchema = z.object({
  ...identity,
  g: count, gs: count, w: count, l: count, sv: count, hld: count, hp: count, cg: count, sho: count, outs: count, bf: count,
  h: count, hr: count, bb: count, ibb: count, hbp: count, so: count, wp: sourcedCount, bk: sourcedCount, r: count, er: count,
  era: rate, whip: rate, k9: rate, bb9: rate, hr9: rate, kbb: rate, k_pct: rate, bb_pct: rate, fip: rate,
})
export type PitchingLine = z.infer<typeof pitchingLineSchema>

/** Sortable columns (every stat column); anything else in a query is a 400, never an SQL fragment. */
export const BATTING_SORT_KEYS = [
  'avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'woba', 'wrc_plus', 'wraa', 'h', 'hr', 'rbi', 'r', 'sb', 'bb', 'so', 'pa', 'g',
  'doubles', 'triples', 'tb', 'k_pct', 'bb_pct', 'ab', 'cs', 'sh', 'sf', 'ibb', 'hbp', 'gidp', 'wrc',
] as const
export const PITCHING_SORT_KEYS = [
  'era', 'fip', 'whip', 'w', 'l', 'sv', 'hld', 'hp', 'so', 'outs', 'g', 'gs', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct', 'cg', 'sho',
  'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'wp', 'bk', 'r', 'er',
] as const
export type BattingSortKey = (typeof BATTING_SORT_KEYS)[number]
export type PitchingSortKey = (typeof PITCHING_SORT_KEYS)[number]

/** Pitching rates where lower is better list best-first in ascending order; every other column descends. */
const ASCENDING_PITCHING: readonly string[] = ['era', 'fip', 'whip', 'bb9', 'hr9', 'bb_pct']

export function defaultSortKey(type: 'batting' | 'pitching'): BattingSortKey | PitchingSortKey {
  return type === 'batting' ? 'avg' : 'era'
}

export function defaultOrder(type: 'batting' | 'pitching', sort: string): 'asc' | 'desc' {
  return type === 'pitching' && ASCENDING_PITCHING.includes(sort) ? 'asc' : 'desc'
}

export function isSortKey(type: 'batting' | 'pitching', sort: string): boolean {
  const keys: readonly string[] = type === 'batting' ? BATTING_SORT_KEYS : PITCHING_SORT_KEYS
  return keys.includes(sort)
}

export const seasonRecordsQuerySchema = z.object({
  type: z.enum(['batting', 'pitching']),
  season: z.number().int(),
  league: z.enum(['central', 'pacific']).optional(),
  team: z.enum(TEAM_CODES).optional(),
  qualified: z.boolean().default(true),
  sort: z.string().optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
  /** PA (batting) or outs (pitching) a line needs. */
  minimum: z.number().int().min(0).optional(),
  /** Only lines whose sort column is above zero (a counting sort). */
  nonZero: z.boolean().optional(),
})
export type SeasonRecordsQuery = z.infer<typeof seasonRecordsQuerySchema>

export const seasonRecordsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('batting'), season: z.number().int(), total: count, page: z.number().int(), pageSize: z.number().int(), sort: z.string(), order: z.enum(['asc', 'desc']), rows: z.array(battingLineSchema) }),
  z.object({ type: z.literal('pitching'), season: z.number().int(), total: count, page: z.number().int(), pageSize: z.number().int(), sort: z.string(), order: z.enum(['asc', 'desc']), rows: z.array(pitchingLineSchema) }),
])
export type SeasonRecords = z.infer<typeof seasonRecordsSchema>

/**
 * What a season's record pages need besides the lines: the clubs that have lines (for the team
 * filter) with their games, and the qualifying marks those games give — 規定打席 = 3.1 × games
 * (rounded half-up), 規定投球回 = 1.0 × games, as outs. Min and max differ only mid-season.
 */
export const seasonRecordsScopeSchema = z.object({
  season: z.number().int(),
  teams: z.array(z.object({ team: z.enum(TEAM_CODES), league: z.enum(['central', 'pacific']), games: count })),
  qualifyingPa: z.object({ min: count, max: count }),
  qualifyingOuts: z.object({ min: count, max: count }),
})
export type SeasonRecordsScope = z.infer<typeof seasonRecordsScopeSchema>

/**
 * The query string of a season records page (and of its CSV): every value is optional and a bad
 * one falls back to the default view instead of failing, so no hand-edited URL can break the page.
 * Sort keys are checked per stats type by the loaders; `group` picks the column group.
 */
export const recordsSearchSchema = z.object({
  qualified: z.preprocess(firstValue, z.enum(['true', 'false']).transform((value) => value === 'true')).catch(true),
  team: z.preprocess(firstValue, z.enum(TEAM_CODES).optional()).catch(undefined),
  group: z.preprocess(firstValue, z.enum(['basic', 'detail', 'saber'])).catch('basic'),
  sort: z.preprocess(firstValue, z.string().regex(/^[a-z0-9_]{1,20}$/).optional()).catch(undefined),
  order: z.preprocess(firstValue, z.enum(['asc', 'desc']).optional()).catch(undefined),
  page: pageSearchParam,
  /** The visitor's minimum sample: PA for batting, whole innings for pitching. */
  min: z.preprocess(firstValue, z.string().regex(/^\d{1,4}$/).transform(Number).optional()).catch(undefined),
})
export type RecordsSearch = z.infer<typeof recordsSearchSchema>

/** Which lines the view ranks (lib/domain/stats/sample-filter.ts); a pitching minimum comes in innings and is kept in outs. */
export function recordsSampleFilter(type: 'batting' | 'pitching', search: RecordsSearch, teamGames: number): SampleFilter {
  const sort = search.sort !== undefined && isSortKey(type, search.sort) ? search.sort : defaultSortKey(type)
  const minimum = search.min === undefined ? null : type === 'pitching' ? search.min * 3 : search.min
  return sampleFilter({ type, qualified: search.qualified, sort, minimum, teamGames })
}

/**
 * The loader query for a page's (or its CSV's) view. An unknown sort column drops its order too
 * (?sort=nonsense&order=asc is the default view); a club of the other league is kept, and its
 * view is empty.
 */
export function recordsQueryFromSearch(
  base: { type: 'batting' | 'pitching'; season: number; league?: 'central' | 'pacific' },
  search: RecordsSearch,
  pageSize: number,
  teamGames: number,
): SeasonRecordsQuery {
  const sortKnown = search.sort !== undefined && isSortKey(base.type, search.sort)
  const filter = recordsSampleFilter(base.type, search, teamGames)
  return {
    ...base,
    team: search.team,
    qualified: filter.qualified,
    ...(filter.minimum === null ? {} : { minimum: filter.minimum }),
    nonZero: filter.nonZero,
    sort: sortKnown ? search.sort : undefined,
    order: sortKnown || search.sort === undefined ? search.order : undefined,
    page: search.page,
    pageSize,
  }
}
