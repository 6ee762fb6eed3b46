import type { InningRuns } from '@/lib/domain/games/line-score'
import { outcomeOf, type Outcome } from './club-games'
import type { TeamCode } from './teams'

/** A finished game as the games table keeps it (the lines: runs by inning, null for a half not played). */
export type GameLine = {
  home: TeamCode
  away: TeamCode
  homeRuns: number
  awayRuns: number
  innings: number
  lineHome: InningRuns
  lineAway: InningRuns
}

/** One club's side of a game: its runs and line first, the opponent's second. */
export type TeamGame = { team: TeamCode; runsFor: number; runsAgainst: number; innings: number; lineFor: InningRuns; lineAgainst: InningRuns }

export type WinLossTie = { wins: number; losses: number; ties: number }

const TALLY: Readonly<Record<Outcome, keyof WinLossTie>> = { win: 'wins', loss: 'losses', tie: 'ties' }

/**
 * Each game once per side whose club `counts`: one club's games, or a league's team-games (an
 * interleague game counts only its own league's side).
 */
export function teamGames(games: readonly GameLine[], counts: (team: TeamCode) => boolean): TeamGame[] {
  return games.flatMap((game) => {
    const sides: TeamGame[] = []
    if (counts(game.away)) sides.push({ team: game.away, runsFor: game.awayRuns, runsAgainst: game.homeRuns, innings: game.innings, lineFor: game.lineAway, lineAgainst: game.lineHome })
    if (counts(game.home)) sides.push({ team: game.home, runsFor: game.homeRuns, runsAgainst: game.awayRuns, innings: game.innings, lineFor: game.lineHome, lineAgainst: game.lineAway })
    return sides
  })
}

/** Wins, losses and ties (a game level at its end, NPB's 引き分け) of some team-games. */
export function recordOf(games: readonly TeamGame[]): WinLossTie {
  const record = { wins: 0, losses: 0, ties: 0 }
  for (const game of games) record[TALLY[outcomeOf({ runs: game.runsFor, opponentRuns: game.runsAgainst })]]++
  return record
}
