import 'server-only'
import type { Db } from '@/lib/data/db'
import { midpointDate } from '@/lib/domain/simulation/championship/calendar'
import type { GameScore } from '@/lib/domain/stats/team-records'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { perDatabase } from '@/lib/data/loaders/per-database'

/** A regular-season game with its result and date (every stored regular-season game has a result). */
export type DatedGame = GameScore & { date: string }

export type SeasonSchedule = {
  season: number
  /** Regular-season games ('regular' and 'interleague'), by date. */
  games: readonly DatedGame[]
  /** Opening day and the regular season's last day. */
  first: string
  last: string
  /** The season's last game, postseason included. */
  end: string
  /** The default "as of": the day halfway through the regular season. */
  midpoint: string
  /** Last season's rank per club (the last tiebreaker); empty when the data has no previous season. */
  previousRanks: ReadonlyMap<TeamCode, number>
}

type Row = { date: string; home: TeamCode; away: TeamCode; home_runs: number; away_runs: number; kind: string }

function build(db: Db, season: number): SeasonSchedule | null {
  const games = db
    .prepare<[number], Row>("SELECT date, home, away, home_runs, away_runs, kind FROM games WHERE season = ? AND kind IN ('regular', 'interleague') ORDER BY date, id")
    .all(season)
    .map((row): DatedGame => ({ date: row.date, home: row.home, away: row.away, homeRuns: row.home_runs, awayRuns: row.away_runs, interleague: row.kind === 'interleague' }))
  const first = games[0]?.date
  const last = games[games.length - 1]?.date
  if (first === undefined || last === undefined) return null
  const end = db.prepare<[number], { end: string | null }>('SELECT MAX(date) AS end FROM games WHERE season = ?').get(season)?.end ?? last
  const previousRanks = new Map(db.prepare<[number], { team: TeamCode; rank: number }>('SELECT team, rank FROM standings WHERE season = ?').all(season - 1).map((row) => [row.team, row.rank]))
  return { season, games, first, last, end: end > last ? end : last, midpoint: midpointDate(first, last), previousRanks }
}

/** A season's regular-season schedule with results, kept per database (a handful of seasons at a time). Null for a season without games. */
export const seasonScheduleFrom = perDatabase(build, 16)
