/**
 * Game odds between two clubs: log5 (Bill James, 1981; the Bradley–Terry model on the odds scale)
 * on their strengths, with the home side's edge as one more factor on the odds.
 */

/** Odds p / (1 − p) of a probability strictly inside (0, 1). */
const odds = (p: number) => p / (1 - p)

/**
 * P(A beats B) in a decided game for clubs of "true" winning percentages pA and pB against a
 * .500 league (log5). Equivalent to multiplying the odds: odds(A) ÷ odds(B).
 *
 * @example log5(0.6, 0.5) // 0.6 (against an average club a club plays to its own strength)
 * @example log5(0.6, 0.4) // 0.36 / (0.36 + 0.16) ≈ 0.6923
 */
export function log5(pA: number, pB: number): number {
  const a = pA * (1 - pB)
  const b = pB * (1 - pA)
  return a / (a + b)
}

/**
 * P(home wins | the game is decided): log5 of the two strengths, then the home edge h (the home
 * side's 勝率 between equal clubs) applied on the odds: odds = odds(log5(home, away)) × h / (1 − h).
 *
 * @example homeWinProbability({ home: 0.6, away: 0.4, homeEdge: 0.53 }) // odds 2.25 × 1.1277 → ≈ 0.7173
 */
export function homeWinProbability({ home, away, homeEdge }: { home: number; away: number; homeEdge: number }): number {
  const value = odds(log5(home, away)) * odds(homeEdge)
  return value / (1 + value)
}

/** One game's three outcomes; they sum to 1. */
export type GameOdds = { homeWin: number; tie: number; awayWin: number }

/**
 * A regular-season game's outcomes: a tie with the league's tie rate, else the decided game split
 * by homeWinProbability.
 *
 * @example gameOdds({ home: 0.6, away: 0.4, homeEdge: 0.5, tieRate: 0.02 }) // { homeWin: 0.6785, tie: 0.02, awayWin: 0.3015 }
 */
export function gameOdds({ home, away, homeEdge, tieRate }: { home: number; away: number; homeEdge: number; tieRate: number }): GameOdds {
  const decided = 1 - tieRate
  const homeWin = decided * homeWinProbability({ home, away, homeEdge })
  return { homeWin, tie: tieRate, awayWin: decided - homeWin }
}
