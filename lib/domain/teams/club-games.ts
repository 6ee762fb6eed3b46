import { TEAM_BY_CODE, type TeamCode } from './teams'

export type Outcome = 'win' | 'loss' | 'tie'

/** A regular-season game seen from one club: its opponent, where it played and the runs each side scored. */
export type ClubGame = {
  id: string
  /** YYYY-MM-DD. */
  date: string
  opponent: TeamCode
  atHome: boolean
  runs: number
  opponentRuns: number
}

/** A game as the games table stores it. */
export type GameScoreRow = { id: string; date: string; home: TeamCode; away: TeamCode; home_runs: number; away_runs: number }

/**
 * The game from `team`'s side; null when the club did not play in it.
 *
 * @example clubGame({ id: 'x', date: '2024-04-02', home: 't', away: 'g', home_runs: 2, away_runs: 3 }, 'g') // { opponent: 't', atHome: false, runs: 3, opponentRuns: 2, … }
 */
export function clubGame(row: GameScoreRow, team: TeamCode): ClubGame | null {
  if (row.home !== team && row.away !== team) return null
  const atHome = row.home === team
  return {
    id: row.id,
    date: row.date,
    opponent: atHome ? row.away : row.home,
    atHome,
    runs: atHome ? row.home_runs : row.away_runs,
    opponentRuns: atHome ? row.away_runs : row.home_runs,
  }
}

/** Won, lost or tied, by the final score (a regular-season game left level at the inning cap is a tie). */
export function outcomeOf(game: Pick<ClubGame, 'runs' | 'opponentRuns'>): Outcome {
  return game.runs > game.opponentRuns ? 'win' : game.runs < game.opponentRuns ? 'loss' : 'tie'
}

/** 交流戦: a game against a club of the other league (told by the clubs, not by how a source labels the game). */
export function isInterleague(team: TeamCode, game: Pick<ClubGame, 'opponent'>): boolean {
  return TEAM_BY_CODE[team].league !== TEAM_BY_CODE[game.opponent].league
}

/** Oldest first: by date, then by id (a double-header's games keep their order). */
export function byDate(a: Pick<ClubGame, 'date' | 'id'>, b: Pick<ClubGame, 'date' | 'id'>): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
