import { z } from 'zod'
import { LINEUP_POSITIONS } from '@/lib/domain/teams/lineup-positions'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const throws = z.enum(['R', 'L'])

const slotSchema = z.object({ playerId: z.string(), position: z.enum(LINEUP_POSITIONS).nullable() })

const usageSchema = z.object({
  games: count,
  distinct: count,
  mostUsed: z.object({ slots: z.array(slotSchema).length(9), games: count }).nullable(),
  tied: count,
})

const slotSummarySchema = z.object({
  slot: z.number().int().min(1).max(9),
  games: count,
  starters: z.array(z.object({ playerId: z.string(), games: count, pa: count, ops: z.number().nullable() })),
  others: z.object({ players: count, games: count, pa: count, ops: z.number().nullable() }).nullable(),
})

/**
 * A club's starting lineups over a regular season: each game's nine, the most used lineup overall
 * and against each hand of opposing starter, and each slot's starters. `positionsKnown` is false
 * where the source gives batters no position (npb.jp).
 */
export const startingLineupsSchema = z.object({
  season: z.number().int(),
  team: z.enum(TEAM_CODES),
  positionsKnown: z.boolean(),
  names: z.record(z.string(), z.string()),
  games: z.array(
    z.object({
      gameId: z.string(),
      opponent: z.enum(TEAM_CODES),
      result: z.enum(['勝', '敗', '分']),
      opposingThrows: throws.nullable(),
      slots: z.array(slotSchema).length(9),
    }),
  ),
  usage: usageSchema,
  byThrows: z.object({ R: usageSchema, L: usageSchema, unknown: count }),
  slots: z.array(slotSummarySchema).length(9),
})
export type StartingLineups = z.infer<typeof startingLineupsSchema>
