import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const rate = z.number().nullable()
/** A PA's or a game's WPA: a fraction of a win (0.25), for his side. */
const wpa = z.number()
const team = z.enum(TEAM_CODES)

/** The game as his club saw it; every row links to /games/{gameId}. */
const gameFields = {
  gameId: z.string(),
  /** 'YYYY-MM-DD', the order the rows come in (then the game id). */
  date: z.string(),
  /** His club that day: a player traded in season has rows for both. */
  team,
  opponent: team,
  home: z.boolean(),
  result: z.enum(['勝', '敗', '分']),
  teamRuns: count,
  opponentRuns: count,
}

const battingCounts = {
  pa: count, ab: count, r: count, h: count, doubles: count, triples: count, hr: count, rbi: count,
  bb: count, ibb: count, hbp: count, so: count, sf: count, sh: count, sb: count, cs: count, gidp: count, wpa,
}
export const battingGameLineSchema = z.object(battingCounts)
export const battingRunningRatesSchema = z.object({ avg: rate, obp: rate, slg: rate, ops: rate })

export const battingGameRowSchema = z.object({
  ...gameFields,
  ...battingCounts,
  /** His spot in the order (the first he held), null when he never held one (a pitcher under the DH, a defensive replacement who never batted in a spot of his own). */
  battingOrder: z.number().int().min(1).max(9).nullable(),
  /** Positions in the order he played them: ['PH', '1B'] for a pinch hitter who stayed in at first. */
  positions: z.array(z.string()),
  starter: z.boolean(),
  running: battingRunningRatesSchema,
})
export type BattingGameRow = z.infer<typeof battingGameRowSchema>

const pitchingCounts = {
  outs: count, bf: count, h: count, hr: count, bb: count, ibb: count, hbp: count, so: count, r: count, er: count,
  /** Null where the game (or, in a total, any game) has no pitch-by-pitch rows. */
  pitches: count.nullable(),
  wpa,
}
export const pitchingGameLineSchema = z.object(pitchingCounts)
export const pitchingRunningRatesSchema = z.object({ era: rate, whip: rate })

export const PITCHING_DECISIONS = ['W', 'L', 'S', 'H'] as const

export const pitchingGameRowSchema = z.object({
  ...gameFields,
  ...pitchingCounts,
  /** Started (GS) or came on in relief. */
  started: z.boolean(),
  decision: z.enum(PITCHING_DECISIONS).nullable(),
  running: pitchingRunningRatesSchema,
})
export type PitchingGameRow = z.infer<typeof pitchingGameRowSchema>

/** 'YYYY-MM' and the number of games he played in it. */
const monthFields = { month: z.string().regex(/^\d{4}-\d{2}$/), games: count }
const battingMonthSchema = z.object({ ...monthFields, line: battingGameLineSchema, rates: battingRunningRatesSchema })
const pitchingMonthSchema = z.object({ ...monthFields, line: pitchingGameLineSchema, rates: pitchingRunningRatesSchema })

export const battingGameLogSchema = z.object({
  side: z.literal('batting'),
  playerId: z.string(),
  season: z.number().int(),
  games: z.array(battingGameRowSchema),
  months: z.array(battingMonthSchema),
  /** The season's line, every club together: it equals player_season_batting summed over his clubs. */
  total: battingGameLineSchema.extend({ g: count }),
  rates: battingRunningRatesSchema,
})
export type BattingGameLog = z.infer<typeof battingGameLogSchema>

export const pitchingGameLogSchema = z.object({
  side: z.literal('pitching'),
  playerId: z.string(),
  season: z.number().int(),
  games: z.array(pitchingGameRowSchema),
  months: z.array(pitchingMonthSchema),
  /** The season's line, every club together: it equals player_season_pitching summed over his clubs. */
  total: pitchingGameLineSchema.extend({ g: count, gs: count, w: count, l: count, sv: count, hld: count }),
  rates: pitchingRunningRatesSchema,
})
export type PitchingGameLog = z.infer<typeof pitchingGameLogSchema>

export type PlayerGameLog = BattingGameLog | PitchingGameLog
