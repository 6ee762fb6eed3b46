import { z } from 'zod'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { LINEAR_WEIGHT_EVENTS } from '@/lib/domain/sabermetrics/event-classes'

export const VALUE_BOARDS = ['wpa', 're24', 'lwts'] as const
export type ValueBoard = (typeof VALUE_BOARDS)[number]
export const VALUE_BOARD_SIDES = ['pitching', 'batting'] as const
export type ValueBoardSide = (typeof VALUE_BOARD_SIDES)[number]

const count = z.number().int().min(0)
const value = z.number().nullable()

/**
 * One player's line for one club on a value board. Every value is the listed player's own: a
 * pitcher's WPA, RE24 and LWTS are the batters' with the sign turned (more is better on every
 * board); `events` counts his PAs' events (a pitcher's: against him). Batting-only and
 * pitching-only values are null on the other side.
 */
export const valueBoardRowSchema = z.object({
  player_id: z.string(),
  name: z.string(),
  team: z.string(),
  /** 規定打席 (batters) or 規定投球回 (pitchers) reached, as the season line says. */
  qualified: z.boolean(),
  /** PA (batters) or batters faced (pitchers). */
  pa: count,
  games: count,
  wpa: z.number(),
  wpa_plus: z.number(),
  wpa_minus: z.number(),
  pli: value,
  phli: value,
  ph_count: count.nullable(),
  wpa_li: z.number(),
  clutch: value,
  relief_games: count.nullable(),
  shutdowns: count.nullable(),
  meltdowns: count.nullable(),
  re24: z.number(),
  rew: value,
  boli: value,
  lwts: value,
  events: z.record(z.enum(LINEAR_WEIGHT_EVENTS), count),
})
export type ValueBoardRow = z.infer<typeof valueBoardRowSchema>

/** One event of the LWTS board's weights table: its run value, the same above the population's mean per PA, and its count in the scope's sample. */
export const valueWeightSchema = z.object({ event: z.enum(LINEAR_WEIGHT_EVENTS), run_value: value, above_average: value, count })
export type ValueWeight = z.infer<typeof valueWeightSchema>

/** One of the season's best single plays for the board's side: the PA, its game and the value to the credited player. */
export const valuePlaySchema = z.object({
  rank: z.number().int().min(1),
  game_id: z.string(),
  date: z.string(),
  home: z.string(),
  away: z.string(),
  inning: z.number().int(),
  half: z.enum(['top', 'bottom']),
  outs: z.number().int(),
  bases: z.number().int(),
  home_score: z.number().int(),
  away_score: z.number().int(),
  batter_id: z.string(),
  batter_name: z.string(),
  pitcher_id: z.string(),
  pitcher_name: z.string(),
  /** The credited player's club. */
  team: z.string(),
  /** The play as a broadcaster says it (play-text.ts). */
  text: z.string(),
  value: z.number(),
  /** The credited club's win expectancy before and after (WPA plays); null on RE24 plays. */
  we_before: value,
  we_after: value,
})
export type ValuePlay = z.infer<typeof valuePlaySchema>

/**
 * /analysis/{wpa|re24|lwts}/{pitching|batting} for a season and scope, and its API: the rows (all
 * players, or those who reached the qualifier), in the board's default order (its value, most
 * first); the qualifying marks of the scope's clubs; runs per win (REW); the LWTS weights and the
 * mean they are measured from; the season's best single plays (WPA and RE24 boards).
 */
export const valueBoardSchema = z.object({
  season: z.number().int(),
  league: z.enum(LEAGUE_SCOPES),
  board: z.enum(VALUE_BOARDS),
  side: z.enum(VALUE_BOARD_SIDES),
  qualified: z.boolean(),
  /** The scope's clubs' 規定打席 (PA) or 規定投球回 (outs): the lowest and highest. */
  qualifier: z.object({ min: count, max: count }).nullable(),
  /** Every line of the scope and side, qualified or not. */
  total: count,
  runs_per_win: value,
  mean_weight: value,
  weights: z.array(valueWeightSchema),
  rows: z.array(valueBoardRowSchema),
  top_plays: z.array(valuePlaySchema),
})
export type ValueBoardView = z.infer<typeof valueBoardSchema>
