import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { leagueScoreDistribution } from '@/lib/domain/game-stats/score-league-distribution'
import { leagueScoreDistributionSchema, type LeagueScoreDistributionDto } from '@/lib/schemas/score-distribution'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { seasonGameLines } from './season-game-lines'

/** A scope's runs per club-game and game rates in a season; null when its clubs played no regular-season game. */
export function leagueScoreDistributionFrom(db: Db, season: number, league: LeagueScope): LeagueScoreDistributionDto | null {
  const distribution = leagueScoreDistribution(seasonGameLines(db, season), league)
  if (distribution.clubGames === 0) return null
  return leagueScoreDistributionSchema.parse({ season, league, ...distribution })
}

/**
 * Kept per server (memo-per-database.ts) by season and scope: the page asks with a served season
 * only, so made-up ?season= values never reach it.
 */
export const getLeagueScoreDistribution = cache(memoPerDatabase(leagueScoreDistributionFrom))
