import { z } from 'zod'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { PARK_ROLES } from '@/lib/domain/sabermetrics/park-roles'
import { VENUE_METRICS } from '@/lib/domain/sabermetrics/venue-factors'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const factor = z.number().nonnegative().nullable()
/** One factor per metric (runs, HR, H, 2B, 3B, SO, BB); null where the sample does not allow one. */
const factors = z.record(z.enum(VENUE_METRICS), factor)

/** A club's league home games at one venue in a season, with its factors (lib/data/derive/venue-factors.ts). */
export const venueFactorLineSchema = z.object({
  venue_id: z.number().int(),
  venue: z.string(),
  team: z.enum(TEAM_CODES),
  team_name: z.string(),
  park: z.enum(PARK_ROLES),
  /** League games at the venue and the club's road league games, that season. */
  home_games: count,
  road_games: count,
  /** Home games in the multi-year pool, and the years of data it was regressed by. */
  pooled_home_games: count,
  years: count,
  /** Fewer home games than SMALL_SAMPLE_GAMES in the season: 参考. */
  small_sample: z.boolean(),
  single: factors,
  multi: factors,
})
export type VenueFactorLine = z.infer<typeof venueFactorLineSchema>

/** A season's venue factors for a league scope: the clubs' main parks, then every other venue a club hosted at. */
export const venueFactorsSchema = z.object({
  season: z.number().int(),
  league: z.enum(LEAGUE_SCOPES),
  main: z.array(venueFactorLineSchema),
  others: z.array(venueFactorLineSchema),
})
export type VenueFactors = z.infer<typeof venueFactorsSchema>

/** Each main park's multi-year run factor season by season (null: not that club's main park that season). */
export const parkTrendSchema = z.object({
  seasons: z.array(z.number().int()),
  rows: z.array(
    z.object({
      venue_id: z.number().int(),
      venue: z.string(),
      team: z.enum(TEAM_CODES),
      team_name: z.string(),
      values: z.array(z.object({ multi_year: factor, years: count }).nullable()),
    }),
  ),
})
export type ParkTrend = z.infer<typeof parkTrendSchema>
