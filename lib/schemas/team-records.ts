import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const rate = z.number().nullable()
/** A league's per-club average of a count: not a whole number. */
const amount = z.number().min(0)

const identity = {
  team: z.enum(TEAM_CODES).nullable(),
  label: z.string(),
  league: z.enum(['central', 'pacific']),
}

const battingCounts = <T extends z.ZodNumber>(n: T) => ({
  g: n, pa: n, ab: n, r: n, h: n, doubles: n, triples: n, hr: n, tb: n, rbi: n, sb: n,
  cs: n, sh: n, sf: n, bb: n, ibb: n, hbp: n, so: n, gidp: n,
})
const battingRates = { avg: rate, obp: rate, slg: rate, ops: rate, iso: rate, babip: rate, k_pct: rate, bb_pct: rate }

const pitchingCounts = <T extends z.ZodNumber>(n: T) => ({
  g: n, w: n, l: n, sv: n, hld: n, cg: n, sho: n, outs: n, bf: n, h: n, hr: n, bb: n,
  ibb: n, hbp: n, so: n, wp: n, bk: n, r: n, er: n,
})
const pitchingRates = { era: rate, whip: rate, k9: rate, bb9: rate, hr9: rate, kbb: rate, k_pct: rate, bb_pct: rate }

/** `g` is the club's games (standings); on a league row it is the sum over the clubs. */
export const teamBattingSchema = z.object({ ...identity, ...battingCounts(count), ...battingRates })
export const teamPitchingSchema = z.object({ ...identity, ...pitchingCounts(count), ...pitchingRates })
/** A league's 平均 row: counts divided by the number of clubs, rates the league's own (same as the 合計 row). */
export const teamBattingAverageSchema = z.object({ ...identity, ...battingCounts(amount), ...battingRates })
export const teamPitchingAverageSchema = z.object({ ...identity, ...pitchingCounts(amount), ...pitchingRates })
export type TeamBatting = z.infer<typeof teamBattingSchema>
export type TeamPitching = z.infer<typeof teamPitchingSchema>
export type TeamBattingAverage = z.infer<typeof teamBattingAverageSchema>
export type TeamPitchingAverage = z.infer<typeof teamPitchingAverageSchema>

/** Columns a team table sorts by: every count and rate (never an SQL fragment: sorting happens in the loader). */
export const TEAM_BATTING_SORT_KEYS = [...Object.keys(battingCounts(count)), ...Object.keys(battingRates)] as readonly string[]
export const TEAM_PITCHING_SORT_KEYS = [...Object.keys(pitchingCounts(count)), ...Object.keys(pitchingRates)] as readonly string[]

const order = z.enum(['asc', 'desc'])

/**
 * The clubs of one or both leagues sorted by `sort`, then per league a 合計 row (`leagues`, team
 * null) and a 平均 row (`averages`).
 */
export const teamRecordsSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('batting'), season: z.number().int(), sort: z.string(), order,
    teams: z.array(teamBattingSchema), leagues: z.array(teamBattingSchema), averages: z.array(teamBattingAverageSchema),
  }),
  z.object({
    type: z.literal('pitching'), season: z.number().int(), sort: z.string(), order,
    teams: z.array(teamPitchingSchema), leagues: z.array(teamPitchingSchema), averages: z.array(teamPitchingAverageSchema),
  }),
])
export type TeamRecords = z.infer<typeof teamRecordsSchema>
