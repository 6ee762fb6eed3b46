import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const rate = z.number().nullable()

export const teamBattingSchema = z.object({
  team: z.enum(TEAM_CODES).nullable(),
  label: z.string(),
  league: z.enum(['central', 'pacific']),
  pa: count, ab: count, r: count, h: count, doubles: count, triples: count, hr: count, tb: count, rbi: count, sb: count,
  cs: count, sh: count, sf: count, bb: count, ibb: count, hbp: count, so: count, gidp: count,
  avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, k_pct: rate, bb_pct: rate,
})
export const teamPitchingSchema = z.object({
  team: z.enum(TEAM_CODES).nullable(),
  label: z.string(),
  league: z.enum(['central', 'pacific']),
  w: count, l: count, sv: count, hld: count, cg: count, sho: count, outs: count, bf: count, h: count, hr: count, bb: count,
  ibb: count, hbp: count, so: count, wp: count, bk: count, r: count, er: count,
  era: rate, whip: rate, k9: rate, bb9: rate, hr9: rate, kbb: rate, k_pct: rate, bb_pct: rate,
})
export type TeamBatting = z.infer<typeof teamBattingSchema>
export type TeamPitching = z.infer<typeof teamPitchingSchema>

/** The clubs of one or both leagues, then a league-average row per league (team null). */
export const teamRecordsSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('batting'), season: z.number().int(), teams: z.array(teamBattingSchema), leagues: z.array(teamBattingSchema) }),
  z.object({ type: z.literal('pitching'), season: z.number().int(), teams: z.array(teamPitchingSchema), leagues: z.array(teamPitchingSchema) }),
])
export type TeamRecords = z.infer<typeof teamRecordsSchema>
