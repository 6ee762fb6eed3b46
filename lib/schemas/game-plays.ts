import { z } from 'zod'
import { PITCH_TYPES } from '@/lib/domain/events'

const wpa = z.number().nullable()

export const paPlaySchema = z.object({
  kind: z.literal('pa'), seq: z.number().int(), batterId: z.string(), pitcherId: z.string(), text: z.string(),
  outs: z.number().int().min(0).max(3), bases: z.number().int().min(0).max(7), away: z.number().int(), home: z.number().int(), runs: z.number().int(),
  re24: z.number().nullable(), wpa, pitches: z.number().int(),
})
export const runnerPlaySchema = z.object({
  kind: z.literal('runner'), seq: z.number().int(), texts: z.array(z.string()), away: z.number().int(), home: z.number().int(), runs: z.number().int(), wpa,
})
export const pitcherChangeSchema = z.object({ kind: z.literal('pitcher'), seq: z.number().int(), pitcherId: z.string() })

export const halfInningSchema = z.object({
  inning: z.number().int(), half: z.enum(['top', 'bottom']), runs: z.number().int(),
  plays: z.array(z.discriminatedUnion('kind', [paPlaySchema, runnerPlaySchema, pitcherChangeSchema])),
})

/** The pitch that ended a play (a tracked game's PA): its type, speed and the count it was thrown in. */
const endingPitchSchema = z.object({ type: z.enum(PITCH_TYPES), kmh: z.number().int().nullable(), balls: z.number().int(), strikes: z.number().int() })
const swingSchema = z.object({
  seq: z.number().int(), inning: z.number().int(), half: z.enum(['top', 'bottom']), batterId: z.string().nullable(), text: z.string(), wpa: z.number(),
  pitch: endingPitchSchema.nullable(),
})

/** A game's plays by half-inning with the names they refer to once, its win-probability line, biggest plays and hero. */
export const gamePlaysSchema = z.object({
  names: z.record(z.string(), z.string()),
  halves: z.array(halfInningSchema),
  /** The home club's WE and P(tie) before each PA, then the final result; empty without win values. */
  series: z.array(z.object({ seq: z.number().int(), we: z.number(), tie: z.number() })),
  swings: z.array(swingSchema),
  hero: z.object({ playerId: z.string(), role: z.enum(['batter', 'pitcher']), wpa: z.number() }).nullable(),
})
export type GamePlays = z.infer<typeof gamePlaysSchema>
