import 'server-only'
import type { Db } from '@/lib/data/db'
import { expectedWins, pythagoreanWinPct } from '@/lib/domain/stats/pythagorean'
import { leagueStandings, tallyTeamRecords, type GameScore } from '@/lib/domain/stats/team-records'
import type { TeamCode } from '@/lib/domain/teams/teams'

export const STANDINGS_SQL = `
CREATE TABLE standings (
  season INTEGER NOT NULL, league TEXT NOT NULL, rank INTEGER NOT NULL, team TEXT NOT NULL,
  games INTEGER NOT NULL, wins INTEGER NOT NULL, losses INTEGER NOT NULL, ties INTEGER NOT NULL,
  winning_percentage REAL, games_behind REAL, games_behind_above REAL, runs_scored INTEGER NOT NULL,
  runs_allowed INTEGER NOT NULL, pythagorean_wp REAL, expected_wins REAL,
  home_wins INTEGER NOT NULL, home_losses INTEGER NOT NULL, home_ties INTEGER NOT NULL,
  PRIMARY KEY (season, team)
);
CREATE TABLE head_to_head (season INTEGER NOT NULL, team TEXT NOT NULL, opponent TEXT NOT NULL,
  wins INTEGER NOT NULL, losses INTEGER NOT NULL, ties INTEGER NOT NULL, PRIMARY KEY (season, team, opponent));
`

type GameRow = { home: TeamCode; away: TeamCode; home_runs: number; away_runs: number; kind: string }

/** Final standings and head-to-head records of a season, with NPB tiebreakers. */
export function deriveStandings(db: Db, season: number, previousRank: (team: TeamCode) => number): Map<TeamCode, number> {
  const games = db
    .prepare<[number], GameRow>("SELECT home, away, home_runs, away_runs, kind FROM games WHERE season = ? AND kind IN ('regular', 'interleague')")
    .all(season)
    .map((row): GameScore => ({ home: row.home, away: row.away, homeRuns: row.home_runs, awayRuns: row.away_runs, interleague: row.kind === 'interleague' }))
  const tally = tallyTeamRecords(games, previousRank)
  const insert = db.prepare('INSERT INTO standings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const ranks = new Map<TeamCode, number>()
  for (const league of ['central', 'pacific'] as const) {
    for (const row of leagueStandings(league, tally)) {
      const pythag = pythagoreanWinPct({ runsScored: row.runsScored, runsAllowed: row.runsAllowed })
      insert.run(
        season, league, row.rank, row.team, row.games, row.wins, row.losses, row.ties, row.winningPercentage,
        row.gamesBehindLeader, row.gamesBehindAbove, row.runsScored, row.runsAllowed, pythag,
        pythag === null ? null : expectedWins({ winPct: pythag, games: row.games, ties: row.ties }),
        row.homeWins, row.homeLosses, row.homeTies,
      )
      ranks.set(row.team, row.rank)
    }
  }
  const insertPair = db.prepare('INSERT INTO head_to_head VALUES (?, ?, ?, ?, ?, ?)')
  for (const [key, record] of tally.headToHead) {
    const [team, opponent] = key.split(':')
    insertPair.run(season, team, opponent, record.wins, record.losses, record.ties)
  }
  return ranks
}
