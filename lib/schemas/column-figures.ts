import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const value = z.number().nullable()
const probability = z.number().min(0).max(1)
const baseOut = { outs: z.number().int().min(0).max(2), bases: z.number().int().min(0).max(7) }
const scope = z.enum(['npb', 'central', 'pacific'])

/** The figures of the run-values article: one season's run expectancy, linear weights and wOBA weights. */
export const runValueFiguresSchema = z.object({
  season: z.number().int(),
  /** 24 cells, NPB-wide, in BASE_OUT_STATES order (outs × 8 + bases). */
  matrix: z.array(z.object({ ...baseOut, runs: value, sample: count })).length(24),
  /** A double with a runner on first who scores, nobody out: RE24 from the season's own matrix. */
  example: z.object({ before: value, after: value, re24: value }),
  weights: z.array(z.object({ event: z.string(), run_value: value, above_outs: value, count })),
  woba: z.array(
    z.object({ scope, scale: z.number(), league_woba: z.number(), runs_per_pa: z.number(), w_bb: z.number(), w_hbp: z.number(), w_1b: z.number(), w_2b: z.number(), w_3b: z.number(), w_hr: z.number() }),
  ),
})
export type RunValueFigures = z.infer<typeof runValueFiguresSchema>

const weRow = { win: probability, tie: probability, loss: probability, we: probability }
const gameState = { inning: z.number().int().min(1), half: z.enum(['top', 'bottom']), ...baseOut, score_diff: z.number().int() }

/** The figures of the WPA article: one season's model size, win expectancy in a few states, leverage and the biggest play. */
export const winValueFiguresSchema = z.object({
  season: z.number().int(),
  /** PAs the season's transition model was counted from. */
  pas: count,
  situations: z.array(z.object({ ...gameState, ...weRow })),
  li: z.object({ max: z.number(), state: z.object(gameState), share_high: probability }).nullable(),
  /** The season's largest WPA of a single PA, for the batter. */
  top_play: z
    .object({
      ...gameState,
      /** The batting side's runs minus the other side's, before the PA. */
      lead: z.number().int(),
      game_id: z.string(), date: z.string(), batter_id: z.string(), batter: z.string(), team: z.enum(TEAM_CODES),
      wpa: z.number(), we_before: probability, we_after: probability,
    })
    .nullable(),
})
export type WinValueFigures = z.infer<typeof winValueFiguresSchema>

/** The figures of the park-factor article: each club's factors for one season. */
export const parkFactorFiguresSchema = z.object({
  season: z.number().int(),
  rows: z.array(
    z.object({ team: z.enum(TEAM_CODES), team_name: z.string(), venue: z.string(), home_games: count, single_year: value, multi_year: value, years: count, applied: z.number() }),
  ),
})
export type ParkFactorFigures = z.infer<typeof parkFactorFiguresSchema>
