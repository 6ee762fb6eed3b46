import { z } from 'zod'
import { FIELDING_POSITIONS } from '@/lib/domain/teams/fielding-positions'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const team = z.enum(TEAM_CODES)
const player = z.object({ playerId: z.string(), name: z.string() })
/** The view a DTO answers: every club or one, the club's game result, the whole season or month by month. */
const view = {
  season: z.number().int(),
  team: team.nullable(),
  result: z.enum(['all', 'win', 'lose', 'draw']),
  mode: z.enum(['season', 'monthly']),
}

/**
 * How a set of appearances used the staff. Starts carry their outs, and their pitch counts where
 * the source has them (`startsWithPitches` of the starts); relief appearances their outs, 連投
 * (`backToBack`, made the day after another appearance), the longest run of days, and the inning
 * and score they came in at (columns of lib/domain/teams/usage-buckets.ts).
 */
export const pitchingCountsSchema = z.object({
  appearances: count,
  starts: count,
  startOuts: count,
  startEarnedRuns: count,
  startPitches: count,
  startsWithPitches: count,
  qualityStarts: count,
  reliefAppearances: count,
  reliefOuts: count,
  reliefEarnedRuns: count,
  backToBack: count,
  longestRun: count,
  saves: count,
  holds: count,
  entryInnings: z.array(count),
  entryMargins: z.array(count),
})
export type PitchingCounts = z.infer<typeof pitchingCountsSchema>

/** A club's staff in a slice of its games (`games`): how many pitchers started and relieved, and who led. */
export const clubPitchingSchema = z.object({
  team,
  games: count,
  counts: pitchingCountsSchema,
  starters: count,
  relievers: count,
  topStarter: player.extend({ starts: count }).nullable(),
  longestRunBy: player.nullable(),
})
export type ClubPitching = z.infer<typeof clubPitchingSchema>

export const pitcherUsageSchema = player.extend({ counts: pitchingCountsSchema })
export type PitcherUsage = z.infer<typeof pitcherUsageSchema>

/** `pitchers` only for one club's season view; `months` only in monthly mode. */
export const pitchingUsageSchema = z.object({
  ...view,
  clubs: z.array(clubPitchingSchema),
  pitchers: z.array(pitcherUsageSchema),
  months: z.array(z.object({ month: z.number().int(), clubs: z.array(clubPitchingSchema) })),
})
export type PitchingUsage = z.infer<typeof pitchingUsageSchema>

const positionPlayerSchema = player.extend({ starts: count, games: count, outs: count })
export type PositionPlayer = z.infer<typeof positionPlayerSchema>

/** Who played a position: starts, the players used there and the 守備固め who came in at it. */
export const positionUsageSchema = z.object({
  position: z.enum(FIELDING_POSITIONS),
  starts: count,
  playersUsed: count,
  defensiveSubs: count,
  players: z.array(positionPlayerSchema),
})
export type PositionUsage = z.infer<typeof positionUsageSchema>

/** A batter in the lineup, whatever his position: games started and games entered later. */
const lineupPlayerSchema = player.extend({ starts: count, substitute: count })
export type LineupPlayer = z.infer<typeof lineupPlayerSchema>

export const clubFieldingSchema = z.object({
  team,
  games: count,
  positions: z.array(positionUsageSchema),
  /** 守備固め by the inning they came in at (usage-buckets.ts's columns). */
  defensiveSubs: z.array(count),
  lineup: z.array(lineupPlayerSchema),
})
export type ClubFielding = z.infer<typeof clubFieldingSchema>

/** `positionsKnown` is false where the source gives no batter's position (npb.jp box scores). */
export const fieldingUsageSchema = z.object({
  ...view,
  positionsKnown: z.boolean(),
  clubs: z.array(clubFieldingSchema),
  months: z.array(z.object({ month: z.number().int(), clubs: z.array(clubFieldingSchema) })),
})
export type FieldingUsage = z.infer<typeof fieldingUsageSchema>
