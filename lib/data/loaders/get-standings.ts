import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { formatGamesBehind } from '@/lib/domain/format/numbers'
import { pythagoreanWinPct } from '@/lib/domain/stats/pythagorean'
import { leagueStandings, tallyTeamRecords, type GameScore } from '@/lib/domain/stats/team-records'
import { TEAM_BY_CODE, TEAMS, type League, type TeamCode } from '@/lib/domain/teams/teams'
import { standingsSchema, type HomeAway, type Standings } from '@/lib/schemas/standings'
import { memoPerDatabase } from './memo-per-database'

const SEASON_GAMES = 143

type GameRow = { date: string; home: TeamCode; away: TeamCode; home_runs: number; away_runs: number; kind: string }

/**
 * Standings of a season as of a date (default: the whole season), for all games or only home or
 * road games. Computed from the games each time so that splits and dates need no extra tables.
 */
export function standingsFrom(db: Db, season: number, homeAway: HomeAway = 'all', asOf?: string): Standings | null {
  const rows = db
    .prepare<[number, string], GameRow>(
      "SELECT date, home, away, home_runs, away_runs, kind FROM games WHERE season = ? AND kind IN ('regular', 'interleague') AND date <= ? ORDER BY date",
    )
    .all(season, asOf ?? '9999-12-31')
  if (rows.length === 0) return null
  const previous = new Map(
    db.prepare<[number], { team: TeamCode; rank: number }>('SELECT team, rank FROM standings WHERE season = ?').all(season - 1).map((row) => [row.team, row.rank]),
  )
  const allGames: GameScore[] = rows.map((row) => ({ home: row.home, away: row.away, homeRuns: row.home_runs, awayRuns: row.away_runs, interleague: row.kind === 'interleague' }))
  const previousRank = (code: TeamCode) => previous.get(code) ?? 0
  const played = tallyTeamRecords(allGames, previousRank)
  // A home/road split counts each club's own home (or road) games: tally each club on its own.
  const split = (team: TeamCode) => (homeAway === 'all' ? allGames : allGames.filter((game) => (homeAway === 'home' ? game.home === team : game.away === team)))
  const tally = homeAway === 'all' ? played : mergeTallies(TEAMS.map((team) => ({ team: team.id, tally: tallyTeamRecords(split(team.id), previousRank) })))
  const table = (league: League) =>
    leagueStandings(league, tally).map((row) => ({
      rank: row.rank,
      team: row.team,
      team_name: TEAM_BY_CODE[row.team].shortName,
      games: row.games,
      win: row.wins,
      lose: row.losses,
      draw: row.ties,
      winning_percentage: row.winningPercentage,
      pythagorean_wp: pythagoreanWinPct({ runsScored: row.runsScored, runsAllowed: row.runsAllowed }),
      games_behind: row.gamesBehindLeader,
      games_behind_display: formatGamesBehind(row.gamesBehindLeader),
      games_behind_above: row.gamesBehindAbove,
      remaining_games: Math.max(0, SEASON_GAMES - (played.records.get(row.team)?.games ?? 0)),
      runs_scored: row.runsScored,
      runs_allowed: row.runsAllowed,
    }))
  const headToHead = (league: League) =>
    Object.fromEntries(
      TEAMS.filter((team) => team.league === league).map((team) => [
        team.id,
        Object.fromEntries(
          TEAMS.filter((other) => other.league === league && other.id !== team.id).map((other) => {
            const record = tally.headToHead.get(`${team.id}:${other.id}`)
            return [other.id, { win: record?.wins ?? 0, lose: record?.losses ?? 0, draw: record?.ties ?? 0 }]
          }),
        ),
      ]),
    )
  return standingsSchema.parse({
    season,
    home_away: homeAway,
    as_of: rows[rows.length - 1]?.date ?? '',
    central_league: table('central'),
    pacific_league: table('pacific'),
    head_to_head_central: headToHead('central'),
    head_to_head_pacific: headToHead('pacific'),
  })
}

/** Each club's record from its own split tally, head-to-head included. */
function mergeTallies(parts: Array<{ team: TeamCode; tally: ReturnType<typeof tallyTeamRecords> }>): ReturnType<typeof tallyTeamRecords> {
  const records: ReturnType<typeof tallyTeamRecords>['records'] = new Map()
  const headToHead: ReturnType<typeof tallyTeamRecords>['headToHead'] = new Map()
  for (const { team, tally } of parts) {
    const record = tally.records.get(team)
    if (record) records.set(team, record)
    for (const [key, value] of tally.headToHead) if (key.startsWith(`${team}:`)) headToHead.set(key, value)
  }
  return { records, headToHead }
}

const standingsOnce = memoPerDatabase(standingsFrom)

/** Kept per server (memo-per-database.ts): a season's table, home/road split and month ends are asked for again and again. */
export const getStandings = cache((season: number, homeAway: HomeAway = 'all', asOf?: string): Standings | null => standingsOnce(season, homeAway, asOf))
