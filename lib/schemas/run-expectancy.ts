import { z } from 'zod'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

const count = z.number().int().min(0)
const value = z.number().nullable()
const probability = z.number().min(0).max(1)
const season = z.number().int()
const league = z.enum(LEAGUE_SCOPES)
const baseOut = { outs: z.number().int().min(0).max(2), bases: z.number().int().min(0).max(7) }

/** One base-out state of a season's matrix: RE, P(≥1 run) and the PAs both rest on. */
export const runExpectancyCellSchema = z.object({ ...baseOut, runs: value, scoring_probability: probability.nullable(), sample: count })
export type RunExpectancyCell = z.infer<typeof runExpectancyCellSchema>

/** A season and league scope's 24 cells in BASE_OUT_STATES order (outs × 8 + bases). */
export const runExpectancyMatrixSchema = z.object({ season, league, cells: z.array(runExpectancyCellSchema).length(24) })
export type RunExpectancyMatrixView = z.infer<typeof runExpectancyMatrixSchema>

/** Every season's 24 RE values of one scope, oldest first. */
export const runExpectancyTrendSchema = z.object({
  league,
  seasons: z.array(z.object({ season, runs: z.array(value).length(24) })),
})
export type RunExpectancyTrend = z.infer<typeof runExpectancyTrendSchema>

/** The game situation WE by count is shown for; `lead` is the batting club's runs minus the other's. */
export const countSituationSchema = z.object({ inning: z.number().int().min(1).max(12), half: z.enum(['top', 'bottom']), lead: z.number().int().min(-10).max(10) })
export type CountSituation = z.infer<typeof countSituationSchema>

/** One count of the chosen state: PAs through it, RE, and WE for the batting club. */
const countRowSchema = z.object({ count: z.string().regex(/^[0-3]-[0-2]$/), pas: count, runs: value, we: probability.nullable() })

/**
 * RE and WE by count for one season and scope. Unavailable for a season without pitch rows, or
 * a database built before the count table existed.
 */
export const countExpectancySchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(false), season, league, reason: z.enum(['no-pitch-data', 'not-built']) }),
  z.object({
    available: z.literal(true),
    season,
    league,
    state: z.object(baseOut),
    situation: countSituationSchema,
    /** The state's own RE (the matrix) and WE for the batting club (the WE table), to read the counts against. */
    state_runs: value,
    state_we: probability.nullable(),
    /** The 12 counts in COUNT_KEYS order. */
    counts: z.array(countRowSchema).length(12),
    /** RE by count of every state: 24 rows (BASE_OUT_STATES order) of 12 counts. */
    grid: z.array(z.object({ ...baseOut, runs: z.array(value).length(12) })).length(24),
  }),
])
export type CountExpectancy = z.infer<typeof countExpectancySchema>
