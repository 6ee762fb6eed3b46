import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

/** One club's standing at the end of one date. */
export const trendPointSchema = z.object({
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  ties: z.number().int().min(0),
  /** ゲーム差 from the leader of that day, 0 for the leader itself. */
  games_behind: z.number(),
  rank: z.number().int().min(1).max(6),
})
export type TrendPoint = z.infer<typeof trendPointSchema>

export const teamTrendSchema = z.object({
  team: z.enum(TEAM_CODES),
  team_name: z.string(),
  /** Aligned with the season's `dates`. */
  points: z.array(trendPointSchema),
})
export type TeamTrend = z.infer<typeof teamTrendSchema>

/** Clubs of one league in their final order. */
export const leagueTrendSchema = z.object({ league: z.enum(['central', 'pacific']), teams: z.array(teamTrendSchema).length(6) })
export type LeagueTrend = z.infer<typeof leagueTrendSchema>

/** The last date with games in a month, as an index into `dates`. */
export const monthEndSchema = z.object({ month: z.number().int().min(1).max(12), date: z.string(), index: z.number().int().min(0) })
export type MonthEnd = z.infer<typeof monthEndSchema>

export const standingsTrendSchema = z
  .object({
    season: z.number().int(),
    /** Every date with a regular-season game in either league (YYYY-MM-DD), in order. */
    dates: z.array(z.string()).min(1),
    month_ends: z.array(monthEndSchema),
    central: leagueTrendSchema,
    pacific: leagueTrendSchema,
  })
  .refine((trend) => [trend.central, trend.pacific].every((league) => league.teams.every((team) => team.points.length === trend.dates.length)), {
    message: 'every club has one point per date',
  })
export type StandingsTrend = z.infer<typeof standingsTrendSchema>
