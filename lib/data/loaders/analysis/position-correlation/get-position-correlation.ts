import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { correlationMatrix, MODE_METRICS, type ClubSeasonPoint } from '@/lib/domain/analysis/position-correlation'
import { productionByPosition } from '@/lib/domain/analysis/position-production'
import { MODE_SLOTS, type PositionCorrelationMode } from '@/lib/domain/analysis/position-slots'
import {
  pooledCorrelationSchema,
  positionBattingViewSchema,
  positionFieldingViewSchema,
  type PooledCorrelation,
  type PositionCorrelationView,
} from '@/lib/schemas/position-correlation'
import { seasonPositionBattingFrom } from './season-position-batting'
import { seasonPositionFieldingFrom } from './season-position-fielding'
import { outcomesOf, standingsSeasonsFrom, teamResultsFrom } from './team-results'

/** Each club's production by position in a season beside its results: the points every correlation is taken over. */
function clubPoints(db: Db, mode: PositionCorrelationMode, season: number): ClubSeasonPoint[] {
  const results = teamResultsFrom(db, season)
  const clubs = mode === 'batting' ? seasonPositionBattingFrom(db, season).clubs : seasonPositionFieldingFrom(db, season).clubs
  return clubs.flatMap((club) => {
    const result = results.find((one) => one.team === club.team)
    return result ? [{ season, team: club.team, production: productionByPosition(mode, club.lines), outcomes: outcomesOf(result) }] : []
  })
}

/**
 * A season's lines by position (all clubs together and each club), the clubs' results, and the
 * correlation between each position's production and the results across the clubs. Null for a
 * season the standings do not hold.
 */
export function positionCorrelationFrom(db: Db, mode: PositionCorrelationMode, season: number): PositionCorrelationView | null {
  const results = teamResultsFrom(db, season)
  if (results.length === 0) return null
  const correlation = correlationMatrix(clubPoints(db, mode, season), MODE_SLOTS[mode], MODE_METRICS[mode])
  if (mode === 'batting') {
    const batting = seasonPositionBattingFrom(db, season)
    return positionBattingViewSchema.parse({
      mode, season, positions_known: batting.positionsKnown, results, correlation, unplaced_pa: batting.unplacedPa, league: batting.league, clubs: batting.clubs,
    })
  }
  const fielding = seasonPositionFieldingFrom(db, season)
  return positionFieldingViewSchema.parse({ mode, season, positions_known: fielding.positionsKnown, results, correlation, league: fielding.league, clubs: fielding.clubs })
}

/**
 * The correlation over every season the data holds (club-seasons, each centred on its season's
 * means): twelve clubs make a noisy coefficient, ten seasons of them a steadier one. Reads every
 * season once per server (about 1.5 s for ten seasons of batting; the season views share the reads).
 */
export function pooledCorrelationFrom(db: Db, mode: PositionCorrelationMode): PooledCorrelation {
  const seasons = standingsSeasonsFrom(db)
  const points = seasons.flatMap((season) => clubPoints(db, mode, season))
  return pooledCorrelationSchema.parse({ seasons, rows: correlationMatrix(points, MODE_SLOTS[mode], MODE_METRICS[mode]) })
}

/** Kept per server (memo-per-database.ts). Null without a database. */
export const getPositionCorrelation = cache(memoPerDatabase(positionCorrelationFrom))
export const getPooledCorrelation = cache(memoPerDatabase(pooledCorrelationFrom))
