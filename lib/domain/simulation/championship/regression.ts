/**
 * Regression of a club's measured strength toward .500: as if it had also played k games at .500,
 * strength = (G × measured + k × .5) / (G + k). k is fitted on our data by fitRegressionGames.
 *
 * @example regressedStrength({ measured: 0.6, games: 70, regressionGames: 70 }) // (42 + 35) / 140 = 0.55
 */
export function regressedStrength({ measured, games, regressionGames }: { measured: number; games: number; regressionGames: number }): number {
  const weight = games + regressionGames
  return weight > 0 ? (games * measured + regressionGames * 0.5) / weight : 0.5
}

/** A club part-way through a season: its measured strength after `games`, and how it did in the rest. */
export type SplitSample = { measured: number; games: number; restWins: number; restLosses: number }

export const MAX_REGRESSION_GAMES = 400

/**
 * The k that best predicts the rest of a season from the part played: least squares of the rest's
 * 勝率 on regressedStrength, each club weighted by its decisions in the rest (a 勝率 over more games
 * is less noisy), by a grid over k = 0, 1, …, 400 games. null without a sample with decisions left.
 *
 * @example
 * // Two clubs measured .600 and .400 after 50 games went .550 and .450 the rest of the way:
 * // (50 × .6 + k × .5) / (50 + k) = .55 ⇔ k = 50.
 * fitRegressionGames([{ measured: 0.6, games: 50, restWins: 11, restLosses: 9 }, { measured: 0.4, games: 50, restWins: 9, restLosses: 11 }]) // { games: 50, rmse: 0 }
 */
export function fitRegressionGames(samples: readonly SplitSample[]): { games: number; rmse: number; samples: number } | null {
  const used = samples.filter((sample) => sample.restWins + sample.restLosses > 0)
  if (used.length === 0) return null
  let best: { games: number; rmse: number; samples: number } | null = null
  for (let k = 0; k <= MAX_REGRESSION_GAMES; k++) {
    let squared = 0
    let weight = 0
    for (const sample of used) {
      const decisions = sample.restWins + sample.restLosses
      const error = sample.restWins / decisions - regressedStrength({ measured: sample.measured, games: sample.games, regressionGames: k })
      squared += decisions * error * error
      weight += decisions
    }
    const rmse = Math.sqrt(squared / weight)
    if (best === null || rmse < best.rmse - 1e-15) best = { games: k, rmse, samples: used.length }
  }
  return best
}

/** A strength kept inside (0, 1), so log5's odds stay finite however lopsided a club's first games. */
export function boundedStrength(strength: number): number {
  return Math.min(0.99, Math.max(0.01, strength))
}
