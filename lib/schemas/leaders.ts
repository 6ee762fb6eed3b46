import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

export const LEADER_CATEGORIES = ['avg', 'hr', 'rbi', 'era', 'so', 'sv'] as const
export type LeaderCategory = (typeof LEADER_CATEGORIES)[number]

export const leaderEntrySchema = z.object({
  /** Competition ranking: equal values share a rank (1, 2, 2, 4). */
  rank: z.number().int().min(1),
  player_id: z.string(),
  name: z.string(),
  team: z.enum(TEAM_CODES),
  value: z.number(),
})
export type LeaderEntry = z.infer<typeof leaderEntrySchema>

export const leaderListSchema = z.object({
  category: z.enum(LEADER_CATEGORIES),
  label: z.string(),
  kind: z.enum(['batting', 'pitching']),
  /** AVG and ERA rank only qualified players (規定打席・規定投球回). */
  qualified_only: z.boolean(),
  entries: z.array(leaderEntrySchema),
})
export type LeaderList = z.infer<typeof leaderListSchema>

export const leagueLeadersSchema = z.object({
  season: z.number().int(),
  central: z.array(leaderListSchema),
  pacific: z.array(leaderListSchema),
})
export type LeagueLeaders = z.infer<typeof leagueLeadersSchema>
