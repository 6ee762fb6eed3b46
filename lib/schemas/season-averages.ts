import { z } from 'zod'

export const AVERAGE_SCOPES = ['npb', 'central', 'pacific'] as const
export type AverageScope = (typeof AVERAGE_SCOPES)[number]

/** Per team-game rates (HR, runs) divide by the clubs' games, so a league of six and NPB of twelve compare. */
export const BATTING_AVERAGE_METRICS = ['avg', 'obp', 'slg', 'ops', 'hr_per_game', 'runs_per_game', 'k_pct', 'bb_pct'] as const
export const PITCHING_AVERAGE_METRICS = ['era', 'whip', 'k9', 'bb9', 'hr9', 'fip_constant'] as const
export type BattingAverageMetric = (typeof BATTING_AVERAGE_METRICS)[number]
export type PitchingAverageMetric = (typeof PITCHING_AVERAGE_METRICS)[number]
export type AverageMetric = BattingAverageMetric | PitchingAverageMetric

const rate = z.number().nullable()
const base = { season: z.number().int(), scope: z.enum(AVERAGE_SCOPES), team_games: z.number().int().min(0) }

export const battingAverageRowSchema = z.object({
  ...base,
  avg: rate, obp: rate, slg: rate, ops: rate, hr_per_game: rate, runs_per_game: rate, k_pct: rate, bb_pct: rate,
})
export type BattingAverageRow = z.infer<typeof battingAverageRowSchema>

export const pitchingAverageRowSchema = z.object({
  ...base,
  era: rate, whip: rate, k9: rate, bb9: rate, hr9: rate, fip_constant: rate,
})
export type PitchingAverageRow = z.infer<typeof pitchingAverageRowSchema>

/** League averages per season and scope (セ, パ, NPB), oldest season first. */
export const seasonAveragesSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('batting'), seasons: z.array(z.number().int()), rows: z.array(battingAverageRowSchema) }),
  z.object({ type: z.literal('pitching'), seasons: z.array(z.number().int()), rows: z.array(pitchingAverageRowSchema) }),
])
export type SeasonAverages = z.infer<typeof seasonAveragesSchema>
