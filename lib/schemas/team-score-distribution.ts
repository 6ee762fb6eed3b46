import { z } from 'zod'
import { TEAM_CODES } from '@/lib/domain/teams/teams'

const count = z.number().int().min(0)
const share = z.number().min(0).nullable()
const record = z.object({ wins: count, losses: count, ties: count })
/** Some of a club's games: record, 勝率 and share of all its games. */
const gameSet = record.extend({ games: count, winPct: share, share })

/** Games at 0, 1, …, 9 and 10+ runs, their shares of all games, the runs and their mean and median per game. */
const runDistributionSchema = z.object({
  counts: z.array(count).length(11),
  shares: z.array(share).length(11),
  games: count,
  runs: count,
  mean: share,
  median: share,
})

/** Runs in innings 1–9 and 延長 (every extra inning together), in all and per game. */
const runsByInningSchema = z.object({
  scored: z.array(count).length(10),
  allowed: z.array(count).length(10),
  scoredPerGame: z.array(share).length(10),
  allowedPerGame: z.array(share).length(10),
  extraInningGames: count,
})

/** A club's (or its whole league's) regular-season scoring: the figures of lib/domain/teams/score-profile.ts. */
export const scoreProfileSchema = z.object({
  games: count,
  record,
  scored: runDistributionSchema,
  allowed: runDistributionSchema,
  byInning: runsByInningSchema,
  margins: z.object({ wins: z.array(count).length(5), losses: z.array(count).length(5), winShares: z.array(share).length(5), lossShares: z.array(share).length(5) }),
  closeGames: z.object({ oneRun: gameSet, extraInnings: gameSet, shutoutWins: gameSet, shutoutLosses: gameSet }),
})
export type ScoreProfileDto = z.infer<typeof scoreProfileSchema>

/**
 * A club's season next to its league's (every team-game of the league's clubs, so a league share
 * is the average club's). `seasons`: the club's seasons on the site, newest first.
 */
export const teamScoreDistributionSchema = z.object({
  team: z.enum(TEAM_CODES),
  league: z.enum(['central', 'pacific']),
  season: z.number().int(),
  seasons: z.array(z.number().int()).min(1),
  club: scoreProfileSchema,
  leagueProfile: scoreProfileSchema,
})
export type TeamScoreDistribution = z.infer<typeof teamScoreDistributionSchema>
