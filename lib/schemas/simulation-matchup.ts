import { z } from 'zod'
import { MATCHUP_OUTCOMES } from '@/lib/domain/simulation/matchup/outcomes'

const count = z.number().int().min(0)
const share = z.number().min(0).max(1)
const factor = z.number().min(0)
const rate = z.number().min(0).nullable()

/**
 * One outcome through the model's stages: each side's raw rate per PA (in the chosen season,
 * regular season), regressed toward the league's, the odds-ratio combination, the platoon and
 * park factors, and the final probability (log5 × factors, renormalised).
 */
export const matchupRowSchema = z.object({
  outcome: z.enum(MATCHUP_OUTCOMES),
  batter_raw: share,
  pitcher_raw: share,
  league: share,
  batter_shrunk: share,
  pitcher_shrunk: share,
  log5: share,
  platoon: factor,
  park: factor,
  probability: share,
})
export type MatchupRow = z.infer<typeof matchupRowSchema>

const playerFields = {
  id: z.string(),
  name: z.string(),
  /** PAs of the model in the chosen season (申告敬遠・犠打・打撃妨害 left out). */
  pas: count,
  /** Regular seasons he played on this side, newest first. */
  seasons: z.array(z.number().int()),
}

const estimateSchema = z.object({ value: rate, margin: rate })

export const slashLineSchema = z.object({ avg: rate, obp: rate, slg: rate, woba: rate })

export const matchupPlaySchema = z.object({
  game_id: z.string(),
  seq: count,
  date: z.string(),
  season: z.number().int(),
  kind: z.string(),
  away: z.string(),
  home: z.string(),
  inning: count,
  half: z.enum(['top', 'bottom']),
  result: z.string(),
  /** The play as the game page words it (「ショートゴロ」「右中間を破るツーベース」). */
  text: z.string(),
})
export type MatchupPlay = z.infer<typeof matchupPlaySchema>

export const matchupHeadToHeadSchema = z.object({
  line: z.object({ pa: count, ab: count, h: count, hr: count, bb: count, hbp: count, so: count, avg: rate, obp: rate, slg: rate }),
  plays: z.array(matchupPlaySchema),
})
export type MatchupHeadToHead = z.infer<typeof matchupHeadToHeadSchema>

export const matchupParkSchema = z.object({ id: z.number().int(), name: z.string(), team: z.string() })

/**
 * GET /api/simulation/matchup: the batter against the pitcher in a season (or 'career', every
 * season pooled) — the model's stages per outcome, the exact expected line, N simulated PAs with
 * the sample's line and 95% margins, and their actual head-to-head PAs in every season.
 */
export const matchupSchema = z.object({
  season: z.union([z.number().int(), z.literal('career')]),
  /** Seasons either played (batter batting or pitcher pitching), newest first. */
  seasons: z.array(z.number().int()),
  batter: z.object({ ...playerFields, bats: z.enum(['R', 'L', 'S']).nullable() }),
  pitcher: z.object({ ...playerFields, throws: z.enum(['R', 'L']).nullable() }),
  /** The league's modelled PAs of the season(s): the baseline's sample. */
  league_pas: count,
  relation: z.enum(['same', 'opposite']).nullable(),
  park: matchupParkSchema.nullable(),
  /** The venues the park choice offers (the season's venue factors; the latest season's for 'career'). */
  parks: z.array(matchupParkSchema),
  /** The season's wOBA weights (NPB-wide league_constants); null where the season has none. */
  weights: z.object({ season: z.number().int(), w_bb: z.number(), w_hbp: z.number(), w_1b: z.number(), w_2b: z.number(), w_3b: z.number(), w_hr: z.number() }).nullable(),
  rows: z.array(matchupRowSchema),
  expected: slashLineSchema,
  simulation: z.object({
    n: count,
    seed: z.number().int(),
    counts: z.array(z.object({ outcome: z.enum(MATCHUP_OUTCOMES), count })),
    line: z.object({ avg: estimateSchema, obp: estimateSchema, slg: estimateSchema, woba: estimateSchema }),
  }),
  head_to_head: matchupHeadToHeadSchema,
})
export type Matchup = z.infer<typeof matchupSchema>
