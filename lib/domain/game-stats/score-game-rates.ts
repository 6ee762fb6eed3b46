import { rate } from '@/lib/domain/stats/rate'
import type { TeamGame } from '@/lib/domain/teams/team-games'
import { tiedAfterNine } from './score-tied-after-nine'

/** A blowout: a game decided by this many runs or more (our convention, stated on the page). */
export const BLOWOUT_MARGIN = 5

/**
 * Published NPB figures quoted beside ours as a rough guide ("NPB実績の目安"): about 10 % of games
 * are still level after nine innings and about 2 % end tied. On the simulated league they are
 * only a reference, not a target.
 */
export const NPB_REFERENCE_RATES = { tiedAfterNine: 0.1, ties: 0.02 } as const

/** Some club-games and their share of all the club-games counted. */
export type GameCount = { count: number; share: number | null }

export const GAME_RATE_KINDS = ['shutouts', 'oneRun', 'blowouts', 'ties', 'extraInnings', 'tiedAfterNine'] as const
export type GameRateKind = (typeof GAME_RATE_KINDS)[number]
export type GameRates = Readonly<Record<GameRateKind, GameCount>>

/** Which club-games each rate counts, seen from the club's side. */
const COUNTS: Readonly<Record<GameRateKind, (game: TeamGame) => boolean>> = {
  // 完封負け: held to no runs and beaten (a 0-0 tie is no shutout), as on the team page.
  shutouts: (game) => game.runsFor === 0 && game.runsAgainst > 0,
  oneRun: (game) => Math.abs(game.runsFor - game.runsAgainst) === 1,
  blowouts: (game) => Math.abs(game.runsFor - game.runsAgainst) >= BLOWOUT_MARGIN,
  ties: (game) => game.runsFor === game.runsAgainst,
  extraInnings: (game) => game.innings > 9,
  tiedAfterNine: (game) => tiedAfterNine(game.lineFor, game.lineAgainst),
}

/**
 * Shutouts, one-run games, blowouts (margin ≥ 5), ties, extra-inning games (past the 9th) and games
 * level after nine, each as club-games and their share of all. Over NPB's club-games every game
 * counts twice, so each share is also the share of games — except shutouts, which count the
 * shut-out side only: the share of a club's games in which it was shut out.
 *
 * @example gameRates([{ runsFor: 0, runsAgainst: 6, innings: 9, … }, { runsFor: 6, runsAgainst: 0, … }]).blowouts // { count: 2, share: 1 }
 */
export function gameRates(games: readonly TeamGame[]): GameRates {
  const counted = (kind: GameRateKind): GameCount => {
    const count = games.filter(COUNTS[kind]).length
    return { count, share: rate(count, games.length) }
  }
  return {
    shutouts: counted('shutouts'), oneRun: counted('oneRun'), blowouts: counted('blowouts'),
    ties: counted('ties'), extraInnings: counted('extraInnings'), tiedAfterNine: counted('tiedAfterNine'),
  }
}
