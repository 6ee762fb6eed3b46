import { z } from 'zod'
import { TEAM_METRICS } from '@/lib/domain/analysis/position-correlation'
import { BATTING_SLOTS, FIELDING_SLOTS, POSITION_SLOTS } from '@/lib/domain/analysis/position-slots'
import { LEAGUES } from '@/lib/route-params'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const stat = z.number().nullable()

/** The PAs batted from one position, by one club or by all (lib/domain/analysis/position-batting.ts). */
export const positionBattingLineSchema = z.object({
  position: z.enum(BATTING_SLOTS),
  pa: count, ab: count, h: count, doubles: count, triples: count, hr: count, bb: count, ibb: count, hbp: count, so: count, sf: count, sh: count,
  avg: stat, obp: stat, slg: stat, ops: stat,
  /** Runs above average; a club's against its league, all clubs' the sum of theirs. */
  wraa: stat,
  /** A club's own; all clubs' the PA-weighted mean of theirs. */
  wrc_plus: stat,
})
export type PositionBattingLine = z.infer<typeof positionBattingLineSchema>

/** Fielding at one position (lib/domain/analysis/position-fielding.ts); `g` counts each player's games, so it is 延べ. */
export const positionFieldingLineSchema = z.object({
  position: z.enum(FIELDING_SLOTS),
  players: count, g: count, outs: count, po: count, a: count, e: count, tc: count,
  fpct: stat, rf: stat,
})
export type PositionFieldingLine = z.infer<typeof positionFieldingLineSchema>

/** A club's most used player at a position: most PAs batted there, or most outs in the field there. */
export const positionRegularSchema = z.object({ position: z.enum(POSITION_SLOTS), player_id: z.string(), name: z.string(), amount: count })
export type PositionRegular = z.infer<typeof positionRegularSchema>

export const teamResultSchema = z.object({
  team: z.enum(TEAM_CODES),
  league: z.enum(LEAGUES),
  games: count, wins: count, losses: count, ties: count,
  runs_scored: count, runs_allowed: count, run_diff: z.number().int(),
  winning_percentage: stat,
})
export type TeamResult = z.infer<typeof teamResultSchema>

export const correlationRowSchema = z.object({
  position: z.enum(POSITION_SLOTS),
  cells: z.array(z.object({ metric: z.enum(TEAM_METRICS), r: stat, n: count })),
})
export type CorrelationRowDto = z.infer<typeof correlationRowSchema>

/** The same matrix over every season the data holds, club-seasons centred per season. */
export const pooledCorrelationSchema = z.object({ seasons: z.array(z.number().int()), rows: z.array(correlationRowSchema) })
export type PooledCorrelation = z.infer<typeof pooledCorrelationSchema>

const clubOf = <Line extends z.ZodType>(line: Line) => z.object({ team: z.enum(TEAM_CODES), lines: z.array(line), regulars: z.array(positionRegularSchema) })

const common = {
  season: z.number().int(),
  /** False when the source gives no fielder a position (npb.jp's games): the page then says so and shows no table. */
  positions_known: z.boolean(),
  results: z.array(teamResultSchema),
  correlation: z.array(correlationRowSchema),
}

export const positionBattingViewSchema = z.object({
  mode: z.literal('batting'),
  ...common,
  /** Regular-season PAs no batter's stint covers (left out of every line). */
  unplaced_pa: count,
  league: z.array(positionBattingLineSchema),
  clubs: z.array(clubOf(positionBattingLineSchema)),
})
export type PositionBattingView = z.infer<typeof positionBattingViewSchema>

export const positionFieldingViewSchema = z.object({
  mode: z.literal('fielding'),
  ...common,
  league: z.array(positionFieldingLineSchema),
  clubs: z.array(clubOf(positionFieldingLineSchema)),
})
export type PositionFieldingView = z.infer<typeof positionFieldingViewSchema>

export type PositionCorrelationView = PositionBattingView | PositionFieldingView
