import { z } from 'zod'
import { SITUATION_FAMILIES } from '@/lib/domain/analysis/situations-families'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

const count = z.number().int().min(0)
const rate = z.number().nullable()

/** A player at the top of a situation: his PAs (batters faced) there and his OPS (against, for a pitcher). */
export const situationLeaderSchema = z.object({ player_id: z.string(), name: z.string(), pa: count, ops: z.number(), avg: rate })
export type SituationLeaderDto = z.infer<typeof situationLeaderSchema>

/**
 * A situation's league line — for the pitching side the batters' line against the league's
 * pitchers — with RE24 from the side's view, the PAs needed to lead it and its top three.
 * `sums` false: a sub-row (得点圏, 2ストライク, 右打者×右投手) overlapping the partition rows.
 */
export const situationRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  sums: z.boolean(),
  pa: count, ab: count, h: count, doubles: count, triples: count, hr: count, bb: count, ibb: count, hbp: count, so: count, sf: count, sh: count,
  avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, kPct: rate, bbPct: rate, tb: count,
  re24: rate,
  minimum: count,
  leaders: z.array(situationLeaderSchema),
})
export type SituationRowDto = z.infer<typeof situationRowSchema>

/** One family's league-wide table for a season, side and league. `available` false: the source never recorded the family's fact. */
export const situationalTableSchema = z.object({
  season: z.number().int(),
  side: z.enum(['batting', 'pitching']),
  league: z.enum(LEAGUE_SCOPES),
  family: z.enum(SITUATION_FAMILIES),
  label: z.string(),
  available: z.boolean(),
  totalPa: count,
  teamGames: count,
  qualifyingPa: count,
  rows: z.array(situationRowSchema),
})
export type SituationalTable = z.infer<typeof situationalTableSchema>

/** A player the finder's form offers for a club: the side's players of the season, regulars first. */
export const finderPlayerSchema = z.object({ id: z.string(), name: z.string(), team: z.string() })
export type FinderPlayer = z.infer<typeof finderPlayerSchema>
