import { z } from 'zod'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

const count = z.number().int().min(0)
const rate = z.number().min(0).nullable()

/** Counts and rates of some club-games (lib/domain/game-stats/score-run-environment.ts). */
export const runEnvironmentSchema = z.object({
  clubGames: count, runs: count, paClubGames: count,
  pa: count, ab: count, h: count, doubles: count, triples: count, hr: count, bb: count, ibb: count, hbp: count, so: count, sf: count, sh: count,
  runsPerGame: rate, hrPerGame: rate, avg: rate, kPct: rate, bbPct: rate,
})
export type RunEnvironmentDto = z.infer<typeof runEnvironmentSchema>

/** A scope's regular season month by month (calendar months as played, oldest first) and in all. */
export const scoreTrendSchema = z.object({
  season: z.number().int(),
  league: z.enum(LEAGUE_SCOPES),
  months: z.array(runEnvironmentSchema.extend({ month: z.number().int().min(1).max(12) })),
  total: runEnvironmentSchema,
})
export type ScoreTrend = z.infer<typeof scoreTrendSchema>
