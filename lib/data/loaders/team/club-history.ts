import 'server-only'
import type { Db } from '@/lib/data/db'
import type { TeamCode } from '@/lib/domain/teams/teams'
import type { ClubSeason } from '@/lib/schemas/team-home'

type Row = { season: number; rank: number; games: number; wins: number; losses: number; ties: number; winning_percentage: number | null; runs_scored: number; runs_allowed: number }

/** Every season of the club in the data, newest first, from the derived standings (no manager: no source gives one). */
export function clubHistoryFrom(db: Db, team: TeamCode): ClubSeason[] {
  return db
    .prepare<[TeamCode], Row>(
      `SELECT season, rank, games, wins, losses, ties, winning_percentage, runs_scored, runs_allowed
       FROM standings WHERE team = ? AND games > 0 ORDER BY season DESC`,
    )
    .all(team)
    .map((row) => ({
      season: row.season,
      rank: row.rank,
      games: row.games,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      winPct: row.winning_percentage,
      runsScored: row.runs_scored,
      runsAllowed: row.runs_allowed,
    }))
}
