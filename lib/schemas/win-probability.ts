import { z } from 'zod'

const probability = z.number().min(0).max(1)
const count = z.number().int().min(0)
const season = z.number().int()

/** One cell of the map: the home club's chances from that state (the three sum to 1). */
export const winProbabilityCellSchema = z.object({
  /** Home runs minus away runs, −5…+5. */
  score_diff: z.number().int().min(-5).max(5),
  win: probability,
  tie: probability,
  loss: probability,
})
export type WinProbabilityCell = z.infer<typeof winProbabilityCellSchema>

export const winProbabilityRowSchema = z.object({
  inning: z.number().int().min(1).max(12),
  half: z.enum(['top', 'bottom']),
  /** −5…+5, in order. */
  cells: z.array(winProbabilityCellSchema).length(11),
})
export type WinProbabilityRow = z.infer<typeof winProbabilityRowSchema>

/** A season's win expectancy at one base-out state: 24 rows, 1回表…12回裏. */
export const winProbabilityMapSchema = z.object({
  season,
  outs: z.number().int().min(0).max(2),
  bases: z.number().int().min(0).max(7),
  rows: z.array(winProbabilityRowSchema).length(24),
})
export type WinProbabilityMap = z.infer<typeof winProbabilityMapSchema>

/** How often games are level after nine and end level: the model's cells beside the season's regular-season games. */
export const winProbabilityFactsSchema = z.object({
  season,
  games: count,
  /** Games level after nine full innings (they went to extras, or stopped level at nine). */
  tied_after_nine: count,
  ended_tied: count,
  /** The model's P(tie) from the first pitch (1回表, 0-0, 無死走者なし). */
  tie_at_first_pitch: probability,
  /** The model's P(tie) from the first pitch of the 10th, level. */
  tie_at_extra_start: probability,
})
export type WinProbabilityFacts = z.infer<typeof winProbabilityFactsSchema>
