import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { isTeamCode, TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { parkTrendSchema, type ParkTrend } from '@/lib/schemas/park-factor'
import { dataSourceFrom } from '@/lib/data/loaders/get-data-source'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { venueFactorsDerived } from './venue-factors-derived'

type Row = { season: number; venue_id: number; venue: string; team: string; multi_year: number | null; years: number }

const SQL = `SELECT season, venue_id, venue, team, multi_year, years FROM venue_factors
  WHERE metric = 'runs' AND park = 'main' ORDER BY season, venue_id`

/**
 * Each main park's multi-year run factor over the data's whole seasons (a later season's 一球速報
 * sample aside), newest first, for a league (NPB = all). A park that stopped (or started) being a club's main park has no value in the other
 * seasons. Rows in the clubs' listing order. Null when the database has no venue factors.
 */
export function parkTrendFrom(db: Db, league: LeagueScope): ParkTrend | null {
  if (!venueFactorsDerived(db)) return null
  const held = dataSourceFrom(db)?.seasons
  const rows = db
    .prepare<[], Row>(SQL)
    .all()
    .filter((row): row is Row & { team: TeamCode } => isTeamCode(row.team) && (league === 'npb' || TEAM_BY_CODE[row.team].league === league) && (held?.includes(row.season) ?? true))
  const seasons = [...new Set(rows.map((row) => row.season))].sort((a, b) => b - a)
  const parks = new Map<string, { venue_id: number; venue: string; team: TeamCode; bySeason: Map<number, Row> }>()
  for (const row of rows) {
    const key = `${row.venue_id}/${row.team}`
    const park = parks.get(key) ?? { venue_id: row.venue_id, venue: row.venue, team: row.team, bySeason: new Map<number, Row>() }
    park.bySeason.set(row.season, row)
    parks.set(key, park)
  }
  const order = (team: TeamCode) => Number(TEAM_BY_CODE[team].numericId)
  return parkTrendSchema.parse({
    seasons,
    rows: [...parks.values()]
      .sort((a, b) => order(a.team) - order(b.team) || a.venue_id - b.venue_id)
      .map(({ bySeason, ...park }) => ({
        ...park,
        team_name: TEAM_BY_CODE[park.team].shortName,
        values: seasons.map((season) => {
          const row = bySeason.get(season)
          return row ? { multi_year: row.multi_year, years: row.years } : null
        }),
      })),
  })
}

/** Read once per server (memo-per-database.ts). */
export const getParkTrend = cache(memoPerDatabase(parkTrendFrom))
