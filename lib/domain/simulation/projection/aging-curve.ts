/** One player-season the curve is fitted on: his age, his playing time (PA or outs) and his numbers. */
export type AgingLine<M extends string> = { playerId: string; season: number; age: number | null; sample: number; values: Readonly<Record<M, number | null>> }

export type AgingPoint<M extends string> = {
  age: number
  /** Players with seasons at age − 1 and at this age, both above the minimum: the change into this age. */
  pairs: number
  /** Fewer pairs than the threshold: drawn, but not to be leaned on. */
  thin: boolean
  /** Per metric: the weighted mean change from age − 1 (null without pairs) and the chained curve (0 at the anchor). */
  metrics: Record<M, { delta: number | null; value: number | null }>
}

export type AgingCurve<M extends string> = { anchorAge: number; points: AgingPoint<M>[] }

export type AgingOptions<M extends string> = { metrics: readonly M[]; minSample: number; anchorAge?: number; thinBelow?: number }

export const AGING_ANCHOR_AGE = 27
export const THIN_PAIRS = 20

/** Each season's league level of each metric: the sample-weighted mean over every line of the season. */
function leagueMeans<M extends string>(lines: readonly AgingLine<M>[], metrics: readonly M[]): Map<number, Record<M, number | null>> {
  const sums = new Map<number, Record<M, { total: number; weight: number }>>()
  for (const line of lines) {
    if (!(line.sample > 0)) continue
    const season = sums.get(line.season) ?? (Object.fromEntries(metrics.map((m) => [m, { total: 0, weight: 0 }])) as Record<M, { total: number; weight: number }>)
    sums.set(line.season, season)
    for (const metric of metrics) {
      const value = line.values[metric]
      if (value === null) continue
      season[metric].total += value * line.sample
      season[metric].weight += line.sample
    }
  }
  return new Map(
    [...sums].map(([season, bySeason]) => [season, Object.fromEntries(metrics.map((m) => [m, bySeason[m].weight > 0 ? bySeason[m].total / bySeason[m].weight : null])) as Record<M, number | null>]),
  )
}

type Transition<M extends string> = { pairs: number; sums: Record<M, { total: number; weight: number }> }

/**
 * The delta method (Lichtman, "How do baseball players age?", 2009): for every player with
 * seasons at ages a and a+1 both at or above the minimum playing time, the change in each metric
 * — measured against the league of each season, so a livelier ball is not read as aging — weighted
 * by the harmonic mean of the two samples, averaged per age; the changes are chained into a curve
 * that is 0 at the anchor age (27), and a gap in the ages breaks the chain (null beyond it).
 */
export function agingCurve<M extends string>(lines: readonly AgingLine<M>[], options: AgingOptions<M>): AgingCurve<M> {
  const { metrics, minSample } = options
  const thinBelow = options.thinBelow ?? THIN_PAIRS
  const league = leagueMeans(lines, metrics)
  const byPlayer = new Map<string, AgingLine<M>[]>()
  for (const line of lines) {
    if (line.age === null || line.sample < minSample) continue
    byPlayer.set(line.playerId, [...(byPlayer.get(line.playerId) ?? []), line])
  }
  const transitions = new Map<number, Transition<M>>()
  for (const seasons of byPlayer.values()) {
    const bySeason = new Map(seasons.map((line) => [line.season, line]))
    for (const before of seasons) {
      const after = bySeason.get(before.season + 1)
      if (!after || before.age === null || after.age !== before.age + 1) continue
      const weight = (2 * before.sample * after.sample) / (before.sample + after.sample)
      const into = transitions.get(after.age) ?? { pairs: 0, sums: Object.fromEntries(metrics.map((m) => [m, { total: 0, weight: 0 }])) as Transition<M>['sums'] }
      transitions.set(after.age, into)
      into.pairs += 1
      for (const metric of metrics) {
        const [a, b] = [before.values[metric], after.values[metric]]
        const [lgA, lgB] = [league.get(before.season)?.[metric] ?? null, league.get(after.season)?.[metric] ?? null]
        if (a === null || b === null || lgA === null || lgB === null) continue
        into.sums[metric].total += weight * (b - lgB - (a - lgA))
        into.sums[metric].weight += weight
      }
    }
  }
  if (transitions.size === 0) return { anchorAge: options.anchorAge ?? AGING_ANCHOR_AGE, points: [] }
  const last = Math.max(...transitions.keys())
  const first = Math.min(...transitions.keys()) - 1
  const ages = Array.from({ length: last - first + 1 }, (_, index) => first + index)
  const wanted = options.anchorAge ?? AGING_ANCHOR_AGE
  const anchorAge = wanted >= first && wanted <= last ? wanted : Math.round((first + last) / 2)
  const delta = (age: number, metric: M) => {
    const sum = transitions.get(age)?.sums[metric]
    return sum && sum.weight > 0 ? sum.total / sum.weight : null
  }
  const values = Object.fromEntries(metrics.map((metric) => [metric, chain(ages, anchorAge, (age) => delta(age, metric))])) as Record<M, Map<number, number | null>>
  const points = ages.map((age) => {
    const pairs = transitions.get(age)?.pairs ?? 0
    const byMetric = Object.fromEntries(metrics.map((metric) => [metric, { delta: delta(age, metric), value: values[metric].get(age) ?? null }])) as AgingPoint<M>['metrics']
    return { age, pairs, thin: pairs < thinBelow, metrics: byMetric }
  })
  return { anchorAge, points }
}

/** The curve's value at each age: 0 at the anchor, adding each change upward and taking it off downward. */
function chain(ages: readonly number[], anchorAge: number, delta: (age: number) => number | null): Map<number, number | null> {
  const values = new Map<number, number | null>([[anchorAge, 0]])
  for (const age of ages.filter((a) => a > anchorAge)) {
    const before = values.get(age - 1) ?? null
    const change = delta(age)
    values.set(age, before === null || change === null ? null : before + change)
  }
  for (const age of ages.filter((a) => a < anchorAge).reverse()) {
    const after = values.get(age + 1) ?? null
    const change = delta(age + 1)
    values.set(age, after === null || change === null ? null : after - change)
  }
  return values
}
