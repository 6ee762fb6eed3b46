import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { monthlyRunEnvironment } from '@/lib/domain/game-stats/score-monthly'
import { scoreTrendSchema, type ScoreTrend } from '@/lib/schemas/score-trend'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { clubMonthCounts } from './club-month-counts'

/** A scope's run environment month by month in a season; null when its clubs played no regular-season game. */
export function scoreTrendFrom(db: Db, season: number, league: LeagueScope): ScoreTrend | null {
  const { months, total } = monthlyRunEnvironment(clubMonthCounts(db, season), league)
  if (total.clubGames === 0) return null
  return scoreTrendSchema.parse({ season, league, months, total })
}

/** Kept per server (memo-per-database.ts) by season and scope; the page asks with a served season only. */
export const getScoreTrend = cache(memoPerDatabase(scoreTrendFrom))
