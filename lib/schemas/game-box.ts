import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

/** How a player who did not start came in, as a box score says it. */
export const ENTRY_KINDS = ['starter', 'pinch_hitter', 'pinch_runner', 'defense'] as const

export const boxBatterSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  battingOrder: z.number().int().nullable(),
  entry: z.enum(ENTRY_KINDS),
  /** Every position he played, in order (遊二遊 is SS, 2B, SS); PH and PR where he only batted or ran. */
  positions: z.array(z.string()),
  pa: z.number().int(), ab: z.number().int(), r: z.number().int(), h: z.number().int(), rbi: z.number().int(),
  bb: z.number().int(), so: z.number().int(), hr: z.number().int(), sb: z.number().int(),
  /** His season average up to and including this game (the same count: regular season, or this stage); null without an AB. */
  seasonAvg: z.number().nullable(),
})
export type BoxBatter = z.infer<typeof boxBatterSchema>

export const boxPitcherSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  outs: z.number().int(), bf: z.number().int(),
  /** Null where the game has no pitch-by-pitch rows (npb.jp files): a count of 0 would be a lie. */
  pitches: z.number().int().nullable(),
  h: z.number().int(), hr: z.number().int(), bb: z.number().int(), hbp: z.number().int(), so: z.number().int(),
  r: z.number().int(), er: z.number().int(),
  decision: z.enum(['W', 'L', 'S', 'H']).nullable(),
  /** His season ERA up to and including this game; null before his first out. */
  seasonEra: z.number().nullable(),
})
export type BoxPitcher = z.infer<typeof boxPitcherSchema>

export const clubBoxSchema = z.object({ team: z.enum(TEAM_CODES), batting: z.array(boxBatterSchema), pitching: z.array(boxPitcherSchema) })
export type ClubBox = z.infer<typeof clubBoxSchema>

/** Both clubs' box score, away first as a line score reads. */
export const gameBoxSchema = z.object({ gameId: z.string(), away: clubBoxSchema, home: clubBoxSchema })
export type GameBox = z.infer<typeof gameBoxSchema>
