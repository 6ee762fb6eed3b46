import { z } from 'zod'
import { CALCULATOR_INNINGS, CALCULATOR_MAX_DIFF } from '@/lib/domain/game-stats/win-model-state'

const count = z.number().int().min(0)
const probability = z.number().min(0).max(1)
const baseOut = { outs: z.number().int().min(0).max(2), bases: z.number().int().min(0).max(7) }

export const calculatorStateSchema = z.object({
  inning: z.number().int().min(1).max(CALCULATOR_INNINGS),
  half: z.enum(['top', 'bottom']),
  ...baseOut,
  /** Home − away. */
  diff: z.number().int().min(-CALCULATOR_MAX_DIFF).max(CALCULATOR_MAX_DIFF),
})

/**
 * GET /api/game-stats/win-probability: the home club's chances from a state under the season's
 * model. `we` = win + ½·tie (the number WPA is computed on). `li` = the state's leverage ÷ the
 * season's mean over the PAs played (null when that mean is 0). `source`: the stored
 * win_expectancy table (|diff| ≤ 10) or the model run for this answer (beyond).
 */
export const winProbabilitySchema = z.object({
  season: z.number().int(),
  state: calculatorStateSchema,
  win: probability,
  tie: probability,
  loss: probability,
  we: probability,
  li: z.number().min(0).nullable(),
  source: z.enum(['table', 'model']),
})
export type WinProbability = z.infer<typeof winProbabilitySchema>

const binSchema = z.object({ lower: probability, upper: probability, pas: count, predicted: probability, observed: probability })

/** Predicted home WE (before each regular-season PA) against the game's result, in 5-point bins. */
export const winCalibrationSchema = z.object({
  season: z.number().int(),
  pas: count,
  games: count,
  brier: z.number().min(0),
  /** Brier score of always predicting the season's mean result. */
  baseline: z.number().min(0),
  bins: z.array(binSchema),
})
export type WinCalibration = z.infer<typeof winCalibrationSchema>

/** The same over every season the data values, each PA by its own season's model. */
export const leagueCalibrationSchema = winCalibrationSchema.omit({ season: true }).extend({ from: z.number().int(), to: z.number().int(), seasons: count })
export type LeagueCalibration = z.infer<typeof leagueCalibrationSchema>

const outcomeSchema = z.object({ outs: z.number().int().min(0).max(3), bases: z.number().int().min(0).max(7), runs: count, probability })

/** The chain's per-PA transition rates, one row per base-out state (outs × 8 + bases). */
export const winModelInputsSchema = z.object({
  season: z.number().int(),
  pas: count,
  states: z
    .array(z.object({ ...baseOut, sample: count, outRate: probability, scoreRate: probability, meanRuns: z.number().min(0), top: z.array(outcomeSchema) }))
    .length(24),
})
export type WinModelInputs = z.infer<typeof winModelInputsSchema>
