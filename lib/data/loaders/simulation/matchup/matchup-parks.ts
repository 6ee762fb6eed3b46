import 'server-only'
import type { Db } from '@/lib/data/db'
import { venueFactorsDerived } from '@/lib/data/loaders/game-stats/park-factor/venue-factors-derived'
import { PARK_METRIC_OF, type ParkMetric } from '@/lib/domain/simulation/matchup/adjust'
import { memoOnDatabase } from './memo-on-database'

/** A venue the matchup can be played at, with the multi-year factors the park adjustment reads. */
export type MatchupPark = { id: number; name: string; team: string; factors: Readonly<Partial<Record<ParkMetric, number | null>>> }

type Row = { venue_id: number; venue: string; team: string; metric: string; multi_year: number | null; pooled_home_games: number }

const METRICS = [...new Set(Object.values(PARK_METRIC_OF))]

const SQL = `SELECT venue_id, venue, team, metric, multi_year, pooled_home_games FROM venue_factors
  WHERE season = ? AND metric IN (${METRICS.map(() => '?').join(', ')})
  ORDER BY CASE park WHEN 'main' THEN 0 ELSE 1 END, venue_id`

/**
 * The venues with factors in `season` (main parks first, then 地方球場), one entry per venue: where
 * two clubs hosted at one venue, the pair with the larger pooled sample. Empty for a database
 * built before venue factors.
 */
function parksOf(db: Db, season: number): MatchupPark[] {
  if (!venueFactorsDerived(db)) return []
  const rows = db.prepare<unknown[], Row>(SQL).all(season, ...METRICS)
  const pairs = new Map<string, { park: MatchupPark; games: number }>()
  for (const row of rows) {
    const key = `${row.venue_id}/${row.team}`
    const pair = pairs.get(key) ?? { park: { id: row.venue_id, name: row.venue, team: row.team, factors: {} }, games: 0 }
    pairs.set(key, { park: { ...pair.park, factors: { ...pair.park.factors, [row.metric]: row.multi_year } }, games: Math.max(pair.games, row.pooled_home_games) })
  }
  const byVenue = new Map<number, { park: MatchupPark; games: number }>()
  for (const pair of pairs.values()) {
    const known = byVenue.get(pair.park.id)
    if (!known || pair.games > known.games) byVenue.set(pair.park.id, pair)
  }
  return [...byVenue.values()].map((pair) => pair.park)
}

export const matchupParks = memoOnDatabase(parksOf)
