import 'server-only'
import type { Db } from '@/lib/data/db'
import { platoonRelation, type BatterSide, type Hand, type PlatoonRelation } from '@/lib/domain/simulation/matchup/adjust'
import { countOutcomes, NO_OUTCOMES, outcomeValues, type OutcomeValues } from '@/lib/domain/simulation/matchup/outcomes'
import { memoOnDatabase } from './memo-on-database'
import { outcomeRows, REGULAR_SEASON, type OutcomeRow } from './outcome-rows'

/** The league's PA outcomes of a season: all, and split by the batter's side against the pitcher's arm. */
export type LeagueOutcomeCounts = { all: OutcomeValues; byRelation: Readonly<Record<PlatoonRelation, OutcomeValues>> }

type Row = OutcomeRow & { bats: string | null; throws: string | null }

const SQL = `SELECT p.result, p.batted_ball, b.bats, t.throws, COUNT(*) AS n
  FROM plate_appearances p JOIN games g ON g.id = p.game_id
  LEFT JOIN players b ON b.id = p.batter_id LEFT JOIN players t ON t.id = p.pitcher_id
  WHERE g.season = ? AND ${REGULAR_SEASON}
  GROUP BY p.result, p.batted_ball, b.bats, t.throws`

const sideOf = (value: string | null): BatterSide | null => (value === 'R' || value === 'L' || value === 'S' ? value : null)
const handOf = (value: string | null): Hand | null => (value === 'R' || value === 'L' ? value : null)

function seasonCounts(db: Db, season: number): LeagueOutcomeCounts {
  const rows = db.prepare<[number], Row>(SQL).all(season)
  const of = (relation: PlatoonRelation | null | 'all') =>
    countOutcomes(outcomeRows(rows.filter((row) => relation === 'all' || platoonRelation(sideOf(row.bats), handOf(row.throws)) === relation)))
  return { all: of('all'), byRelation: { same: of('same'), opposite: of('opposite') } }
}

const add = (a: OutcomeValues, b: OutcomeValues) => outcomeValues((outcome) => a[outcome] + b[outcome])

/**
 * The league's regular-season PA outcomes for a season, or pooled over `seasons` for 通算. Read once
 * per database and season (a season is ~70,000 PAs), since every pair of that season shares it.
 */
export const leagueOutcomeCounts = memoOnDatabase(seasonCounts)

export function pooledLeagueOutcomeCounts(db: Db, seasons: readonly number[]): LeagueOutcomeCounts {
  return seasons.reduce<LeagueOutcomeCounts>(
    (sum, season) => {
      const one = leagueOutcomeCounts(db, season)
      return { all: add(sum.all, one.all), byRelation: { same: add(sum.byRelation.same, one.byRelation.same), opposite: add(sum.byRelation.opposite, one.byRelation.opposite) } }
    },
    { all: NO_OUTCOMES, byRelation: { same: NO_OUTCOMES, opposite: NO_OUTCOMES } },
  )
}
