import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

export const GAME_KINDS = ['regular', 'interleague', 'climax_first', 'climax_final', 'japan_series'] as const

export const gameSummarySchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(GAME_KINDS),
  home: z.enum(TEAM_CODES),
  away: z.enum(TEAM_CODES),
  home_runs: z.number().int(),
  away_runs: z.number().int(),
  innings: z.number().int(),
  status: z.enum(['final', 'tie']),
  venue: z.string().nullable(),
  win_pitcher: z.string().nullable(),
  loss_pitcher: z.string().nullable(),
  save_pitcher: z.string().nullable(),
})
export type GameSummary = z.infer<typeof gameSummarySchema>

/** YYYY-MM, as the schedule endpoint takes it. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)

export const monthScheduleSchema = z.object({ month: monthSchema, games: z.array(gameSummarySchema) })
export type MonthSchedule = z.infer<typeof monthScheduleSchema>
