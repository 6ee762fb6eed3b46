import { ageOnApril1, marcelAgeFactor } from './age'
import { marcelRates, type MarcelSeason } from './marcel'
import { rebaselined, rebaselineFactors } from './rebaseline'
import type { RoleModel } from './role-model'

/** A player's seasons on one side (batting or pitching), by season. */
export type PlayerHistory<T> = { id: string; birthDate: string | null; seasons: ReadonlyMap<number, T> }

export type Projection<K extends string> = {
  id: string
  season: number
  /** Age on 1 April of the projected season; null without a birth date (then no age factor). */
  age: number | null
  ageFactor: number | null
  /** Projected PA (batters) or outs (pitchers), Marcel's playing-time rule. */
  playingTime: number
  reliability: number
  /** Rebaselined rates per PA / BF. */
  rates: Record<K, number>
}

/** Each season's league rates of the components: the population's counts over its opportunities. */
export function leagueRates<T, K extends string, M extends string>(model: RoleModel<T, K, M>, histories: readonly PlayerHistory<T>[]): Map<number, Record<K, number>> {
  const totals = new Map<number, { opportunities: number; counts: Record<K, number> }>()
  for (const history of histories) {
    for (const [season, line] of history.seasons) {
      const total = totals.get(season) ?? { opportunities: 0, counts: Object.fromEntries(model.components.map((k) => [k, 0])) as Record<K, number> }
      totals.set(season, total)
      total.opportunities += model.opportunities(line)
      const counts = model.counts(line)
      for (const key of model.components) total.counts[key] += counts[key]
    }
  }
  return new Map(
    [...totals]
      .filter(([, total]) => total.opportunities > 0)
      .map(([season, total]) => [season, Object.fromEntries(model.components.map((k) => [k, total.counts[k] / total.opportunities])) as Record<K, number>]),
  )
}

/** The league season a projection for `target` is set in: the last one before it. */
export function environmentSeason(league: ReadonlyMap<number, unknown>, target: number): number | null {
  const before = [...league.keys()].filter((season) => season < target)
  return before.length === 0 ? null : Math.max(...before)
}

/**
 * Marcel for every player with a season in the three (pitchers: three) before `target`: rates
 * weighted, regressed and aged (marcel.ts), playing time by Marcel's rule, then all rates
 * rebaselined so the projected population averages the last season's league (rebaseline.ts).
 */
export function projectSeason<T, K extends string, M extends string>(
  model: RoleModel<T, K, M>,
  histories: readonly PlayerHistory<T>[],
  league: ReadonlyMap<number, Record<K, number>>,
  target: number,
): Map<string, Projection<K>> {
  const environment = environmentSeason(league, target)
  const targetLeague = environment === null ? undefined : league.get(environment)
  if (!targetLeague) return new Map()
  const regression = model.regression(targetLeague)
  const raw: Projection<K>[] = []
  for (const history of histories) {
    const seasons = model.weights.map((_, index): MarcelSeason<K> | null => {
      const line = history.seasons.get(target - 1 - index)
      const rates = league.get(target - 1 - index)
      return line && rates ? { opportunities: model.opportunities(line), counts: model.counts(line), league: rates } : null
    })
    const age = ageOnApril1(history.birthDate, target)
    const ageFactor = age === null ? null : marcelAgeFactor(age)
    const marcel = marcelRates({ seasons, weights: model.weights, regression, effects: model.effects, ageFactor: ageFactor ?? 1 })
    if (!marcel) continue
    const playingTime = model.playingTime(history.seasons.get(target - 1) ?? null, history.seasons.get(target - 2) ?? null)
    raw.push({ id: history.id, season: target, age, ageFactor, playingTime, reliability: marcel.reliability, rates: marcel.rates })
  }
  const factors = rebaselineFactors(raw.map((p) => ({ opportunities: p.playingTime, rates: p.rates })), targetLeague)
  return new Map(raw.map((p) => [p.id, { ...p, rates: rebaselined(p.rates, factors) }]))
}
