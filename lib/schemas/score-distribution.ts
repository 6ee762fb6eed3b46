import { z } from 'zod'
import { LEAGUE_RUN_BUCKETS } from '@/lib/domain/game-stats/score-league-distribution'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'

const count = z.number().int().min(0)
const share = z.number().min(0).nullable()
const gameCount = z.object({ count, share })

/**
 * A scope's regular-season runs per club-game in a season (lib/domain/game-stats/score-league-distribution.ts):
 * club-games at 0…14 and 15+ runs and their shares, the runs' mean and median, and the game rates.
 */
export const leagueScoreDistributionSchema = z.object({
  season: z.number().int(),
  league: z.enum(LEAGUE_SCOPES),
  games: count,
  clubGames: count,
  runs: z.object({
    counts: z.array(count).length(LEAGUE_RUN_BUCKETS),
    shares: z.array(share).length(LEAGUE_RUN_BUCKETS),
    games: count,
    runs: count,
    mean: share,
    median: share,
  }),
  rates: z.object({ shutouts: gameCount, oneRun: gameCount, blowouts: gameCount, ties: gameCount, extraInnings: gameCount, tiedAfterNine: gameCount }),
})
export type LeagueScoreDistributionDto = z.infer<typeof leagueScoreDistributionSchema>
