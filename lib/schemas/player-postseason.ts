import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { battingGameLogSchema, battingRunningRatesSchema, pitchingGameLogSchema, pitchingRunningRatesSchema } from './player-game-log'

const stage = z.enum(['climax_first', 'climax_final', 'japan_series'])
const stageFields = { season: z.number().int(), stage, team: z.enum(TEAM_CODES) }
const battingLine = battingGameLogSchema.shape.total
const pitchingLine = pitchingGameLogSchema.shape.total

/** His postseason, one row per season and stage (kept apart from the regular season, as NPB keeps it), and the sum. */
export const battingPostseasonSchema = z.object({
  side: z.literal('batting'),
  rows: z.array(z.object({ ...stageFields, line: battingLine, rates: battingRunningRatesSchema })),
  total: z.object({ line: battingLine, rates: battingRunningRatesSchema }),
})
export type BattingPostseason = z.infer<typeof battingPostseasonSchema>

export const pitchingPostseasonSchema = z.object({
  side: z.literal('pitching'),
  rows: z.array(z.object({ ...stageFields, line: pitchingLine, rates: pitchingRunningRatesSchema })),
  total: z.object({ line: pitchingLine, rates: pitchingRunningRatesSchema }),
})
export type PitchingPostseason = z.infer<typeof pitchingPostseasonSchema>
