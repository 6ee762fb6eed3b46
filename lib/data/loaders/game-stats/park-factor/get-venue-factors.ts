import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { isSmallSample, type VenueMetric } from '@/lib/domain/sabermetrics/venue-factors'
import { isTeamCode, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { venueFactorsSchema, type VenueFactorLine, type VenueFactors } from '@/lib/schemas/park-factor'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { venueFactorsDerived } from './venue-factors-derived'

type Row = {
  venue_id: number
  venue: string
  team: string
  park: VenueFactorLine['park']
  metric: VenueMetric
  home_games: number
  road_games: number
  pooled_home_games: number
  years: number
  single_year: number | null
  multi_year: number | null
}

const SQL = `SELECT venue_id, venue, team, park, metric, home_games, road_games, pooled_home_games, years, single_year, multi_year
  FROM venue_factors WHERE season = ?`

/**
 * A season's venue factors for a league (by the hosting club's league; NPB = all), one line per
 * (venue, club) with every metric. Main parks come by multi-year run factor, highest first; the
 * other venues by home games, then the same. Null when the database has no venue factors.
 */
export function venueFactorsFrom(db: Db, season: number, league: LeagueScope): VenueFactors | null {
  if (!venueFactorsDerived(db)) return null
  const lines = new Map<string, VenueFactorLine>()
  for (const row of db.prepare<[number], Row>(SQL).all(season)) {
    if (!isTeamCode(row.team) || (league !== 'npb' && TEAM_BY_CODE[row.team].league !== league)) continue
    const key = `${row.venue_id}/${row.team}`
    const line: VenueFactorLine = lines.get(key) ?? {
      venue_id: row.venue_id, venue: row.venue, team: row.team, team_name: TEAM_BY_CODE[row.team].shortName, park: row.park,
      home_games: 0, road_games: 0, pooled_home_games: 0, years: row.years, small_sample: false,
      single: { runs: null, hr: null, h: null, '2b': null, '3b': null, so: null, bb: null },
      multi: { runs: null, hr: null, h: null, '2b': null, '3b': null, so: null, bb: null },
    }
    // The line's games are the run metric's (every game); event metrics count games with PA rows.
    if (row.metric === 'runs') Object.assign(line, { home_games: row.home_games, road_games: row.road_games, pooled_home_games: row.pooled_home_games, small_sample: isSmallSample(row.home_games) })
    line.single[row.metric] = row.single_year
    line.multi[row.metric] = row.multi_year
    lines.set(key, line)
  }
  const byRuns = (a: VenueFactorLine, b: VenueFactorLine) => (b.multi.runs ?? 0) - (a.multi.runs ?? 0) || a.venue_id - b.venue_id
  const all = [...lines.values()]
  return venueFactorsSchema.parse({
    season,
    league,
    main: all.filter((line) => line.park === 'main').sort(byRuns),
    others: all.filter((line) => line.park !== 'main').sort((a, b) => b.home_games - a.home_games || byRuns(a, b)),
  })
}

/** Read once per server (memo-per-database.ts): the database is fixed until a rebuild. */
export const getVenueFactors = cache(memoPerDatabase(venueFactorsFrom))
