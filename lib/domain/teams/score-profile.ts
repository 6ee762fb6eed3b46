import { closeGames, margins, type CloseGames, type Margins } from './game-margins'
import { runsByInning, type RunsByInning } from './runs-by-inning'
import { runDistribution, type RunDistribution } from './score-distribution'
import { recordOf, type TeamGame, type WinLossTie } from './team-games'

/** How a club (or a league's clubs together) scored and allowed runs over some games. */
export type ScoreProfile = {
  games: number
  record: WinLossTie
  scored: RunDistribution
  allowed: RunDistribution
  byInning: RunsByInning
  margins: Margins
  closeGames: CloseGames
}

/** Every figure of the score-distribution page from a set of team-games. */
export function scoreProfile(games: readonly TeamGame[]): ScoreProfile {
  return {
    games: games.length,
    record: recordOf(games),
    scored: runDistribution(games.map((game) => game.runsFor)),
    allowed: runDistribution(games.map((game) => game.runsAgainst)),
    byInning: runsByInning(games),
    margins: margins(games),
    closeGames: closeGames(games),
  }
}
