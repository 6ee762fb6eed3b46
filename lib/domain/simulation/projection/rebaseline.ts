/** A projected player as the rebaseline weighs him: his projected opportunities and rates. */
export type ProjectedRates<K extends string> = { opportunities: number; rates: Readonly<Record<K, number>> }

/**
 * Marcel's rebaseline (Tango): one factor per component so that the projected population,
 * weighted by projected opportunities, averages the target league rate —
 * factor = target / (Σ opp·rate / Σ opp). Our target is the league of the last season played,
 * the environment the next season is projected into. A component with no projected total keeps 1.
 *
 * @example two players, 500 PA at .030 HR/PA and 300 PA at .010, target .020:
 *   mean (15 + 3) / 800 = .0225, factor .020 / .0225 ≈ .8889
 */
export function rebaselineFactors<K extends string>(population: readonly ProjectedRates<K>[], target: Readonly<Record<K, number>>): Record<K, number> {
  const keys = Object.keys(target) as K[]
  const opportunities = population.reduce((sum, player) => sum + player.opportunities, 0)
  return Object.fromEntries(
    keys.map((key) => {
      const total = population.reduce((sum, player) => sum + player.opportunities * player.rates[key], 0)
      const mean = opportunities > 0 ? total / opportunities : 0
      return [key, mean > 0 ? target[key] / mean : 1]
    }),
  ) as Record<K, number>
}

/** The rates times their factors. */
export function rebaselined<K extends string>(rates: Readonly<Record<K, number>>, factors: Readonly<Record<K, number>>): Record<K, number> {
  return Object.fromEntries((Object.keys(rates) as K[]).map((key) => [key, rates[key] * factors[key]])) as Record<K, number>
}
