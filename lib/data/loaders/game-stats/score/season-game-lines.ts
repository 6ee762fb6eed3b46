import 'server-only'
import type { Db } from '@/lib/data/db'
import type { InningRuns } from '@/lib/domain/games/line-score'
import type { GameLine } from '@/lib/domain/teams/team-games'
import { isTeamCode } from '@/lib/domain/teams/teams'

type GameRow = { home: string; away: string; home_runs: number; away_runs: number; innings: number; line_home: string; line_away: string }

/** The regular season, interleague included, as the standings count it. */
const GAMES = `SELECT home, away, home_runs, away_runs, innings, line_home, line_away FROM games
  WHERE season = ? AND kind IN ('regular', 'interleague')`

/** A stored line (a JSON array of runs, null for a half not played) as runs by inning; unreadable text is no line. */
function parseLine(text: string): InningRuns {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.map((runs) => (typeof runs === 'number' ? runs : null)) : []
  } catch {
    return []
  }
}

/** A season's regular-season games with their line scores; a game of a club outside the twelve is left out. */
export function seasonGameLines(db: Db, season: number): GameLine[] {
  return db.prepare<[number], GameRow>(GAMES).all(season).flatMap((row) => {
    const { home, away } = row
    if (!isTeamCode(home) || !isTeamCode(away)) return []
    return [{ home, away, homeRuns: row.home_runs, awayRuns: row.away_runs, innings: row.innings, lineHome: parseLine(row.line_home), lineAway: parseLine(row.line_away) }]
  })
}
