import { z } from 'zod'
import { BATTED_BALL_TYPES, PA_RESULTS, PITCH_TYPES } from '@/lib/domain/events'
import { SPRAY_SECTOR_KEYS } from '@/lib/domain/pitching-analysis/batted-balls'

const count = z.number().int().min(0)
/** Fractions (0.25 is 25 %), null where the denominator is zero: shown '-', never 0. */
const fraction = z.number().min(0).max(1).nullable()
const average = z.number().min(0).nullable()
const kmh = z.number().positive().nullable()
const pitchType = z.enum(PITCH_TYPES)
const hand = z.enum(['R', 'L'])

const pitchRates = {
  zonePct: fraction, swingPct: fraction, whiffPct: fraction, contactPct: fraction, cswPct: fraction, chasePct: fraction, putAwayPct: fraction,
}
/**
 * Run value: the PA outcome's linear weight (mean RE24 of its event class, the season's NPB-wide
 * linear_weights) credited to the PA's final pitch, 0 on the others; positive is good for the
 * player (runs prevented for a pitcher, created for a batter). Per 100 = 100 × sum / pitches.
 */
const runValue = { runValue: z.number(), runValuePer100: z.number().nullable() }
const outcomes = { pa: count, ab: count, h: count, hr: count, so: count, bb: count, avg: average, slg: average }

export const arsenalRowSchema = z.object({
  type: pitchType, label: z.string(), pitches: count, usagePct: z.number().min(0).max(1),
  avgSpeedKmh: kmh, maxSpeedKmh: kmh, ...pitchRates, ...outcomes, ...runValue,
})
export type ArsenalRow = z.infer<typeof arsenalRowSchema>

const typeShareSchema = z.object({ type: pitchType, pitches: count, sharePct: fraction })

export const handRowSchema = z.object({ hand, pitches: count, pa: count, avg: average, slg: average, usage: z.array(typeShareSchema) })

export const zoneGridSchema = z.object({
  type: z.union([pitchType, z.literal('all')]),
  located: count,
  cells: z.array(z.object({
    zone: z.number().int().min(1).max(25), inStrikeZone: z.boolean(), pitches: count, sharePct: fraction,
    swingPct: fraction, whiffPct: fraction, ab: count, avg: average, slg: average,
  })).length(25),
})
export type ZoneGrid = z.infer<typeof zoneGridSchema>

export const countRowSchema = z.object({
  balls: z.number().int().min(0).max(3), strikes: z.number().int().min(0).max(2), pitches: count, swingPct: fraction, whiffPct: fraction,
  pa: count, ab: count, h: count, so: count, bb: count, avg: average, slg: average, usage: z.array(typeShareSchema),
})
export type CountRow = z.infer<typeof countRowSchema>

const battedBallType = z.enum(BATTED_BALL_TYPES)

const availableSchema = z.object({
  available: z.literal(true),
  totals: z.object({ pitches: count, ...outcomes, ...pitchRates, avgSpeedKmh: kmh, maxSpeedKmh: kmh, ...runValue }),
  /** details: the arsenal, most used first; rows' pitches sum to totals.pitches. */
  arsenal: z.array(arsenalRowSchema),
  /** pitch-type: the mix against right- and left-handed opponents (the mix by count is counts[].usage). */
  hands: z.array(handRowSchema).length(2),
  /** zone: 5×5 grids, all pitches first then each type. */
  zones: z.array(zoneGridSchema).min(1),
  /** count: 0-0 … 3-2, twelve rows. */
  counts: z.array(countRowSchema).length(12),
  battedBallTypes: z.array(z.object({ type: battedBallType, label: z.string(), count, sharePct: fraction, avg: average, slg: average })),
  /** Spray angle in degrees: −45 the left-field line, 0 straight-away centre, +45 the right-field line. */
  spray: z.object({
    points: z.array(z.object({ direction: z.number().min(-45).max(45), battedBall: battedBallType.nullable(), result: z.enum(PA_RESULTS), hit: z.boolean() })),
    sectors: z.array(z.object({ sector: z.enum(SPRAY_SECTOR_KEYS), label: z.string(), count, hits: count, sharePct: fraction })).length(5),
  }),
})

const identity = {
  playerId: z.string(),
  season: z.number().int(),
  side: z.enum(['pitching', 'batting']),
  /** Regular-season PAs (faced as pitcher or taken as batter), with or without pitches. */
  paTotal: count,
  /** PAs with no pitch recorded (the simulator's no-pitch intentional walks; every PA of an npb.jp season). */
  paWithoutPitches: count,
}

/**
 * One player's pitch or batting analysis for a season. `available: false` says the season has PAs
 * but no pitch data (the real npb.jp seasons): the page says so in one line and shows no zeros.
 */
export const pitchAnalysisSchema = z.discriminatedUnion('available', [
  z.object({ ...identity, available: z.literal(false) }),
  availableSchema.extend(identity),
])
export type PitchAnalysis = z.infer<typeof pitchAnalysisSchema>
export type AvailablePitchAnalysis = Extract<PitchAnalysis, { available: true }>
