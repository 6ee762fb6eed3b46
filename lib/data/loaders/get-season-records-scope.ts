import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { qualifyingOuts, qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import { TEAM_CODES, type League, type TeamCode } from '@/lib/domain/teams/teams'
import { seasonRecordsScopeSchema, type SeasonRecordsScope } from '@/lib/schemas/season-records'

type TeamGames = { team: TeamCode; league: League; games: number | null }

/**
 * The clubs with season lines of the given kind and their games (from the standings), or null
 * when the season has no lines at all — the page's not-found case. A club missing from the
 * standings counts its own regular-season games instead.
 */
export function seasonRecordsScopeFrom(db: Db, type: 'batting' | 'pitching', season: number): SeasonRecordsScope | null {
  const table = type === 'batting' ? 'player_season_batting' : 'player_season_pitching'
  const rows = db
    .prepare<[number], TeamGames>(
      `SELECT l.team, l.league, COALESCE(st.games, (SELECT COUNT(*) FROM games g WHERE g.season = l.season
         AND g.kind IN ('regular', 'interleague') AND l.team IN (g.home, g.away))) AS games
       FROM (SELECT DISTINCT season, team, league FROM ${table} WHERE season = ?) l
       LEFT JOIN standings st ON st.season = l.season AND st.team = l.team`,
    )
    .all(season)
  if (rows.length === 0) return null
  const teams = rows
    .map((row) => ({ team: row.team, league: row.league, games: row.games ?? 0 }))
    .sort((a, b) => TEAM_CODES.indexOf(a.team) - TEAM_CODES.indexOf(b.team))
  const games = teams.map((row) => row.games)
  const range = (mark: (games: number) => number) => ({ min: mark(Math.min(...games)), max: mark(Math.max(...games)) })
  return seasonRecordsScopeSchema.parse({ season, teams, qualifyingPa: range(qualifyingPlateAppearances), qualifyingOuts: range(qualifyingOuts) })
}

export const getSeasonRecordsScope = cache((type: 'batting' | 'pitching', season: number): SeasonRecordsScope | null => {
  const db = getDatabase()
  return db ? seasonRecordsScopeFrom(db, type, season) : null
})
