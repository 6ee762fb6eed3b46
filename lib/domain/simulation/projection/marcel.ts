/** How age moves a component's rate: a good event up for the young (×factor), a bad one down (÷factor). */
export type AgeEffect = 'good' | 'bad' | 'neutral'

/** One past season as Marcel reads it: the player's opportunities (PA or BF), his counts and the league's rates that season. */
export type MarcelSeason<K extends string> = {
  opportunities: number
  counts: Readonly<Record<K, number>>
  /** League rate per opportunity of each component in that season. */
  league: Readonly<Record<K, number>>
}

export type MarcelInput<K extends string> = {
  /** Most recent first, one per weight; a season he did not play is zero opportunities. */
  seasons: readonly (MarcelSeason<K> | null)[]
  /** Batters 5/4/3, pitchers 3/2/1 (Tango). */
  weights: readonly number[]
  /** League-average opportunities added, in the weights' units (batters 1200 PA). */
  regression: number
  effects: Readonly<Record<K, AgeEffect>>
  /** marcelAgeFactor of the projected season's age; 1 without an age. */
  ageFactor: number
}

export type MarcelRates<K extends string> = {
  rates: Record<K, number>
  /** Σ w·opportunities: the player's weighted sample. */
  weighted: number
  /** weighted / (weighted + regression): how much of the projection is his own record. */
  reliability: number
}

function keysOf<K extends string>(record: Readonly<Record<K, unknown>>): K[] {
  return Object.keys(record) as K[]
}

/**
 * Marcel's projected rate of each component (Tango, "Marcel the Monkey", tangotiger.net 2004):
 * (Σ w·count + R·lg) / (Σ w·opp + R), lg being the league's rates weighted as his seasons are
 * (Σ w·opp·lgRate / Σ w·opp), then times the age factor for a good event or over it for a bad
 * one. Rebaselining to the league is a separate step (rebaseline.ts). null without any opportunity.
 *
 * @example one season of 600 PA with 30 HR in a league of .025 HR/PA, weights [5], R 1200, age factor 1:
 *   (5·30 + 1200·.025) / (5·600 + 1200) = 180 / 4200 ≈ .04286
 */
export function marcelRates<K extends string>({ seasons, weights, regression, effects, ageFactor }: MarcelInput<K>): MarcelRates<K> | null {
  const keys = keysOf(effects)
  let weighted = 0
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>
  const league = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>
  weights.forEach((weight, index) => {
    const season = seasons[index]
    if (!season || !(season.opportunities > 0)) return
    weighted += weight * season.opportunities
    for (const key of keys) {
      counts[key] += weight * season.counts[key]
      league[key] += weight * season.opportunities * season.league[key]
    }
  })
  if (!(weighted > 0)) return null
  const rates = Object.fromEntries(
    keys.map((key) => {
      const regressed = (counts[key] + regression * (league[key] / weighted)) / (weighted + regression)
      const effect = effects[key]
      return [key, effect === 'good' ? regressed * ageFactor : effect === 'bad' ? regressed / ageFactor : regressed]
    }),
  ) as Record<K, number>
  return { rates, weighted, reliability: weighted / (weighted + regression) }
}
