import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { parkFactorFiguresSchema, type ParkFactorFigures } from '@/lib/schemas/column-figures'
import { dataSourceFrom } from './get-data-source'
import { memoPerDatabase } from './memo-per-database'

type Row = { team: TeamCode; venue: string; home_games: number; single_year: number | null; multi_year: number | null; years: number; applied: number }

/**
 * The latest season's park factors per club as lib/data/derive/park-factors.ts stored them, with
 * the league games each played at home that season (the single-year sample), most hitter-friendly
 * first. Null without a season.
 */
export function parkFactorFiguresFrom(db: Db): ParkFactorFigures | null {
  const season = dataSourceFrom(db)?.seasons[0]
  if (season === undefined) return null
  const rows = db
    .prepare<[number], Row>(
      `SELECT pf.team, pf.venue, pf.single_year, pf.multi_year, pf.years, pf.applied,
         (SELECT COUNT(*) FROM games g WHERE g.season = pf.season AND g.home = pf.team AND g.kind = 'regular') AS home_games
       FROM park_factors pf WHERE pf.season = ? ORDER BY pf.applied DESC, pf.team`,
    )
    .all(season)
  return parkFactorFiguresSchema.parse({ season, rows: rows.map((row) => ({ ...row, team_name: TEAM_BY_CODE[row.team].shortName })) })
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getParkFactorFigures = cache(memoPerDatabase(parkFactorFiguresFrom))
