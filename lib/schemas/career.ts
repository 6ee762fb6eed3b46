import { z } from 'zod'
import { STAT_FORMATS, type StatFormat } from '@/lib/domain/format/stat-format'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

export { STAT_FORMATS, type StatFormat }

export const RECORD_TYPES = ['batting', 'pitching'] as const
export type RecordType = (typeof RECORD_TYPES)[number]

const season = z.number().int()
const count = z.number().int().min(0)

/** A leaderboard row's player: `teams` in the order he played for them. */
export const leaderPlayerSchema = z.object({
  rank: z.number().int().min(1),
  player_id: z.string(),
  name: z.string(),
  teams: z.array(z.enum(TEAM_CODES)).min(1),
  value: z.number(),
})

/** A rate list's entry requirement: career at-bats or outs (innings) at least `value`. */
export const careerMinimumSchema = z.object({ stat: z.enum(['ab', 'outs']), value: count })
export type CareerMinimum = z.infer<typeof careerMinimumSchema>

export const careerLeaderSchema = leaderPlayerSchema.extend({ first_season: season, last_season: season, seasons: count })
export type CareerLeader = z.infer<typeof careerLeaderSchema>

export const careerBoardSchema = z.object({
  /** The listed stat's key (hr, era), which is also its glossary entry's. */
  key: z.string(),
  /** The list's heading (通算本塁打); `label` heads its value column (本塁打). */
  title: z.string(),
  label: z.string(),
  format: z.enum(STAT_FORMATS),
  /** desc: most first; asc: lowest first (ERA, WHIP). */
  order: z.enum(['asc', 'desc']),
  minimum: careerMinimumSchema.nullable(),
  rows: z.array(careerLeaderSchema),
})
export type CareerBoard = z.infer<typeof careerBoardSchema>

/** Career totals over every regular season in the data; `club_games` is what the minimums scale by. */
export const careerLeadersSchema = z.object({
  type: z.enum(RECORD_TYPES),
  seasons: z.array(season),
  club_games: z.number().min(0),
  minimum: careerMinimumSchema,
  boards: z.array(careerBoardSchema),
})
export type CareerLeaders = z.infer<typeof careerLeadersSchema>
