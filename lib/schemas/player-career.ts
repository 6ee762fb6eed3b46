import { z } from 'zod'
import { battingLineSchema, pitchingLineSchema } from './season-records'

/**
 * The stats a row is marked for when he led his league that season (NPB's title categories:
 * rates among qualified players only). ERA leads by the lowest value.
 */
export const BATTING_LEAD_KEYS = ['avg', 'hr', 'rbi', 'sb', 'h', 'obp'] as const
export const PITCHING_LEAD_KEYS = ['w', 'era', 'so', 'sv', 'hp'] as const
export const LEAD_RATE_KEYS: ReadonlySet<string> = new Set(['avg', 'obp', 'era'])

const seasonFields = { season: z.number().int(), leads: z.array(z.string()) }
const battingRow = battingLineSchema.omit({ rank: true, name: true, player_id: true }).extend(seasonFields)
const pitchingRow = pitchingLineSchema.omit({ rank: true, name: true, player_id: true }).extend(seasonFields)
const battingTotal = battingLineSchema.omit({ rank: true, name: true, player_id: true, team: true, league: true, qualified: true })
const pitchingTotal = pitchingLineSchema.omit({ rank: true, name: true, player_id: true, team: true, league: true, qualified: true })

/**
 * One player's regular-season lines: a row per season and club (oldest first; within a season
 * split by a trade, in the order he played for the clubs), the season totals of split seasons,
 * and the career total.
 */
export const playerCareerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('batting'), rows: z.array(battingRow), splitSeasons: z.array(battingTotal.extend({ season: z.number().int() })), total: battingTotal }),
  z.object({ type: z.literal('pitching'), rows: z.array(pitchingRow), splitSeasons: z.array(pitchingTotal.extend({ season: z.number().int() })), total: pitchingTotal }),
])
export type PlayerCareer = z.infer<typeof playerCareerSchema>
