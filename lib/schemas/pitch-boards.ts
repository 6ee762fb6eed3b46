import { z } from 'zod'
import { PITCH_TYPES } from '@/lib/domain/events'
import { ATTACK_ZONES } from '@/lib/domain/pitch-metrics/attack-zone'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
/** Fractions (0.25 is 25 %), null where the denominator is zero: shown '-', never 0. */
const fraction = z.number().min(0).max(1).nullable()
const kmh = z.number().positive().nullable()
const side = z.enum(['pitching', 'batting'])

const rates = {
  zonePct: fraction, swingPct: fraction, whiffPct: fraction, contactPct: fraction, cswPct: fraction, chasePct: fraction,
  putAwayPct: fraction, firstPitchStrikePct: fraction, firstPitchSwingPct: fraction, pitchesPerPa: z.number().min(0).nullable(),
}
/**
 * The player page's run value (pitch-analysis.ts): the PA outcome's NPB-wide linear weight on the
 * PA's last pitch, 0 on the others, from the player's side; per 100 = 100 × sum / pitches.
 */
const runValue = { runValue: z.number(), runValuePer100: z.number().nullable() }
/** AVG = H / AB and SLG = TB / AB over the PAs that ended on these pitches; null without an at-bat. */
const outcome = { atBats: count, avg: z.number().min(0).max(1).nullable(), slg: z.number().min(0).max(4).nullable() }

export const pitchTypeLineSchema = z.object({
  type: z.enum(PITCH_TYPES), label: z.string(), pitches: count,
  /** This type's pitches / the player's pitches; a player's usages sum to 1 (to float rounding). */
  usagePct: z.number().min(0).max(1),
  avgSpeedKmh: kmh, maxSpeedKmh: kmh, whiffPct: fraction, cswPct: fraction, ...runValue, ...outcome,
})

/**
 * Savant's swing/take split by attack zone: pitches located there, swings at them, and the runs
 * of the swings and of the takes from the player's side (count-based pitch values, pitch-run-value.ts).
 */
export const attackZoneLineSchema = z.object({ zone: z.enum(ATTACK_ZONES), pitches: count, swings: count, swingRuns: z.number(), takeRuns: z.number() })

export const pitchBoardRowSchema = z.object({
  playerId: z.string(), name: z.string(),
  /** The club he pitched for (fielding side) or batted for; a player who changed clubs has a row per club. */
  team: z.enum(TEAM_CODES), league: z.enum(['central', 'pacific']),
  pitches: count, plateAppearances: count, ...rates, ...outcome,
  avgSpeedKmh: kmh, maxSpeedKmh: kmh, ...runValue,
  /** By pitch type, most used first. */
  types: z.array(pitchTypeLineSchema),
  attackZones: z.array(attackZoneLineSchema).length(4),
})
export type PitchBoardRow = z.infer<typeof pitchBoardRowSchema>

/** A season with games but no pitch rows (every npb.jp season): said so, not shown as zeros. */
const noPitchData = z.object({ season: z.number().int(), available: z.literal(false), reason: z.literal('no-pitch-data') })

export const pitchBoardSchema = z.discriminatedUnion('available', [
  noPitchData.extend({ side }),
  z.object({ season: z.number().int(), side, available: z.literal(true), minPitches: count, rows: z.array(pitchBoardRowSchema) }),
])
export type PitchBoard = z.infer<typeof pitchBoardSchema>

export const velocityBinSchema = z.object({ fromKmh: z.number().int(), pitches: count })

export const countUsageSchema = z.object({
  balls: z.number().int().min(0).max(3), strikes: z.number().int().min(0).max(2), pitches: count,
  shares: z.array(z.object({ type: z.enum(PITCH_TYPES), pitches: count, sharePct: fraction })),
})
export type CountUsage = z.infer<typeof countUsageSchema>

export const pitchTypeSummarySchema = z.discriminatedUnion('available', [
  noPitchData,
  z.object({
    season: z.number().int(), available: z.literal(true), pitches: count,
    /** Most thrown first; counts sum to `pitches`. Bins are 2 km/h wide (velocity-histogram.ts). */
    types: z.array(z.object({
      type: z.enum(PITCH_TYPES), label: z.string(), pitches: count, usagePct: z.number().min(0).max(1),
      avgSpeedKmh: kmh, maxSpeedKmh: kmh, bins: z.array(velocityBinSchema),
    })),
    /** The twelve counts 0-0 to 3-2 (count before the pitch), each with every type's share in `types` order; shares at a count sum to 1. */
    counts: z.array(countUsageSchema).length(12),
  }),
])
export type PitchTypeSummary = z.infer<typeof pitchTypeSummarySchema>

/** A game imported from 一球速報 with its pitch rows: the sample shown where a season has none. */
export const pitchSampleGameSchema = z.object({
  id: z.string(), season: z.number().int(), date: z.string(),
  home: z.enum(TEAM_CODES), away: z.enum(TEAM_CODES), homeRuns: count, awayRuns: count, pitches: count,
})
export type PitchSampleGame = z.infer<typeof pitchSampleGameSchema>
