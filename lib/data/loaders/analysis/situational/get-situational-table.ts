import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import type { SituationFamily } from '@/lib/domain/analysis/situations-families'
import { situationTable } from '@/lib/domain/analysis/situations-table'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { situationalTableSchema, type SituationalTable } from '@/lib/schemas/situational'
import { seasonPlays } from '../plays/season-plays'

/**
 * A family's league-wide situation table for a season, side and league (the side's clubs'),
 * from the season's PA block the play finder holds; null for a season without regular PAs.
 */
export function situationalTableFrom(db: Db, season: number, side: PlaySide, league: LeagueScope, family: SituationFamily): SituationalTable | null {
  const block = seasonPlays(db, season)
  if (!block) return null
  return situationalTableSchema.parse({ ...situationTable(block, family, side, league === 'npb' ? undefined : league), league })
}

/** Kept per server (memo-per-database.ts): each view is summed once. */
export const getSituationalTable = cache(memoPerDatabase(situationalTableFrom))
