import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const rate = z.number().nullable()

const identity = {
  player_id: z.string(),
  name: z.string(),
  /** The club he played for: a player traded mid-season has a line per club, as the season lines do. */
  team: z.enum(TEAM_CODES),
  league: z.enum(['central', 'pacific']),
}

/** Balls in play by type (bunts apart): 0 each where the source records no batted-ball type. */
const battedBalls = { gb: count, ld: count, fb: count, pu: count }

/** A batter's counting line over the PAs a split filter keeps; `bb` includes `ibb`. */
export const splitBattingLineSchema = z.object({
  ...identity,
  pa: count, ab: count, h: count, doubles: count, triples: count, hr: count, bb: count, ibb: count, hbp: count,
  so: count, sf: count, sh: count, rbi: count, gidp: count, ...battedBalls,
  avg: rate, obp: rate, slg: rate, ops: rate, k_pct: rate, bb_pct: rate,
})
export type SplitBattingLine = z.infer<typeof splitBattingLineSchema>

/**
 * A pitcher's line over the PAs he faced that a split filter keeps. `outs` are the outs made on
 * those PAs only (not runners caught stealing or picked off between them). No ER: a run is
 * charged to the pitcher who put the runner on, not to the PA it scored on, so no PA split can
 * claim it.
 */
export const splitPitchingLineSchema = z.object({
  ...identity,
  bf: count, outs: count, ab: count, h: count, hr: count, bb: count, ibb: count, hbp: count, so: count, sf: count, sh: count,
  ...battedBalls,
  k_pct: rate, bb_pct: rate,
})
export type SplitPitchingLine = z.infer<typeof splitPitchingLineSchema>

export const splitLinesSchema = z.discriminatedUnion('side', [
  z.object({ side: z.literal('batting'), season: z.number().int(), lines: z.array(splitBattingLineSchema) }),
  z.object({ side: z.literal('pitching'), season: z.number().int(), lines: z.array(splitPitchingLineSchema) }),
])
export type SplitLines = z.infer<typeof splitLinesSchema>
/** The lines of one side, so a caller that asked for batting gets batting lines without narrowing. */
export type SplitLinesOf<S extends SplitLines['side']> = Extract<SplitLines, { side: S }>
