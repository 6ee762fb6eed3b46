import { z } from 'zod'
import { BATTING_SIDES, PLAYER_SORTS, PLAYER_STATUSES, THROWING_HANDS } from '@/lib/domain/players/player-list-filters'
import { POSITION_GROUPS } from '@/lib/domain/players/position-groups'
import { cleanQuery } from '@/lib/domain/search/search-query'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { firstValue, pageSearchParam } from './search-params'

export const playerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kana: z.string().nullable(),
  romaji: z.string().nullable(),
  birth_date: z.string().nullable(),
  bats: z.string().nullable(),
  throws: z.string().nullable(),
  position: z.string().nullable(),
  team: z.enum(TEAM_CODES).nullable(),
  number: z.number().int().nullable(),
  /** On a roster of the latest whole season. */
  active: z.boolean(),
  /** The latest season he is on a roster, or null when no roster lists him. */
  last_season: z.number().int().nullable(),
  /** His first NPB season: players.debut_season, else the first season a roster lists him. */
  first_season: z.number().int().nullable(),
})
export type PlayerSummary = z.infer<typeof playerSummarySchema>

export const playersQuerySchema = z.object({
  status: z.enum(PLAYER_STATUSES).default('all'),
  team: z.enum(TEAM_CODES).optional(),
  q: z.string().max(50).optional(),
  pos: z.enum(POSITION_GROUPS).optional(),
  bats: z.enum(BATTING_SIDES).optional(),
  throws: z.enum(THROWING_HANDS).optional(),
  /** Without one: relevance for a search, number for a club, else active first (list-players.ts). */
  sort: z.enum(PLAYER_SORTS).optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(100),
})
export type PlayersQuery = z.infer<typeof playersQuerySchema>

export const playerListSchema = z.object({
  total: z.number().int(),
  /** The latest whole season: what active means, and the season ages are counted for. */
  season: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** With `q`, the clubs it names (by name, short name, alias, reading or nickname), best match first. */
  clubs: z.array(z.enum(TEAM_CODES)),
  players: z.array(playerSummarySchema),
})
export type PlayerList = z.infer<typeof playerListSchema>

/** One optional choice of the query string: the first of repeated values, none for a value not listed. */
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.preprocess(firstValue, z.enum(values).optional()).catch(undefined)

/**
 * The query string of /players/list: `q` (a name; spaces collapsed, cut to 50 characters), `team`
 * (a club code), `pos`, `status`, `bats`, `throws`, `sort`, `page`. A bad value falls back to
 * none, so no hand-edited URL breaks the page.
 */
export const playersSearchSchema = z.object({
  q: z.preprocess(firstValue, z.string().transform(cleanQuery)).catch(''),
  team: choice(TEAM_CODES),
  pos: choice(POSITION_GROUPS),
  status: choice(PLAYER_STATUSES),
  bats: choice(BATTING_SIDES),
  throws: choice(THROWING_HANDS),
  sort: choice(PLAYER_SORTS),
  page: pageSearchParam,
})
export type PlayersSearch = z.infer<typeof playersSearchSchema>

/** How many players the data gives a reading, a romaji name and a position: npb.jp gives no reading, 一球速報 no romaji. */
export const playerCoverageSchema = z.object({ players: z.number().int(), kana: z.number().int(), romaji: z.number().int(), position: z.number().int() })
export type PlayerCoverage = z.infer<typeof playerCoverageSchema>
