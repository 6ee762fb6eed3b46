/** Games of the prior rate a league's tie rate to date is blended with (about three weeks of one league's games). */
export const TIE_PRIOR_GAMES = 100

/**
 * A league's tie rate as of a date: its ties to date with TIE_PRIOR_GAMES games at a prior rate
 * (the league's previous season, or the whole data's rate) added, so the first weeks' handful of
 * games do not set it to 0 or to a freak value.
 *
 * @example smoothedTieRate({ ties: 3, games: 150, prior: 0.02 }) // (3 + 2) / 250 = 0.02
 */
export function smoothedTieRate({ ties, games, prior, priorGames = TIE_PRIOR_GAMES }: { ties: number; games: number; prior: number; priorGames?: number }): number {
  return (ties + prior * priorGames) / (games + priorGames)
}
