import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

export const HOME_AWAY = ['all', 'home', 'away'] as const
export type HomeAway = (typeof HOME_AWAY)[number]

/** One row of the standings table: the spec's columns (point 3) plus display helpers. */
export const standingsRowSchema = z.object({
  rank: z.number().int().min(1),
  team: z.enum(TEAM_CODES),
  team_name: z.string(),
  games: z.number().int().min(0),
  win: z.number().int().min(0),
  lose: z.number().int().min(0),
  draw: z.number().int().min(0),
  winning_percentage: z.number().nullable(),
  pythagorean_wp: z.number().nullable(),
  games_behind: z.number().nullable(),
  games_behind_display: z.string(),
  games_behind_above: z.number().nullable(),
  remaining_games: z.number().int().min(0),
  runs_scored: z.number().int().min(0),
  runs_allowed: z.number().int().min(0),
})
export type StandingsRow = z.infer<typeof standingsRowSchema>

export const headToHeadRecordSchema = z.object({ win: z.number().int(), lose: z.number().int(), draw: z.number().int() })
/** team → opponent → record, for the six clubs of one league. */
export const headToHeadSchema = z.record(z.string(), z.record(z.string(), headToHeadRecordSchema))

export const standingsSchema = z.object({
  season: z.number().int(),
  home_away: z.enum(HOME_AWAY),
  /** Date of the last game counted (YYYY-MM-DD). */
  as_of: z.string(),
  central_league: z.array(standingsRowSchema),
  pacific_league: z.array(standingsRowSchema),
  head_to_head_central: headToHeadSchema,
  head_to_head_pacific: headToHeadSchema,
})
export type Standings = z.infer<typeof standingsSchema>
