import { z } from 'zod'
import { PITCH_RESULTS, PITCH_TYPES } from '@/lib/domain/events'

/**
 * One pitch: type, speed, where it crossed the plate (|x|, |z| ≤ 1 is the zone, catcher's view),
 * result, the count before it and its WPA for the batting side by the count-aware WE (null where
 * the PA has no WE).
 */
export const gamePitchSchema = z.object({
  type: z.enum(PITCH_TYPES), kmh: z.number().int().nullable(), x: z.number().nullable(), z: z.number().nullable(),
  result: z.enum(PITCH_RESULTS), balls: z.number().int().min(0).max(3), strikes: z.number().int().min(0).max(2),
  wpa: z.number().nullable(),
})
export type GamePitch = z.infer<typeof gamePitchSchema>

/** A game's pitches by the PA's seq; a game without pitch rows (npb.jp files) has none. */
export const gamePitchesSchema = z.object({ pas: z.record(z.string(), z.array(gamePitchSchema)) })
export type GamePitches = z.infer<typeof gamePitchesSchema>
