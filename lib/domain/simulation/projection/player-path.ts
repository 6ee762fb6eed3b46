import type { AgingCurve } from './aging-curve'

/** One x of a player's chart: his age (or the season, without a birth date). */
export type PathPoint = {
  x: number
  /** His value that season. */
  actual: number | null
  /** The league curve moved to his level: where a player of his level would be at this age. */
  expected: number | null
  projected: number | null
  low: number | null
  high: number | null
}

export type PathSeason<M extends string> = { x: number; sample: number; values: Readonly<Record<M, number | null>> }
export type PathProjection = { x: number; value: number | null; low: number | null; high: number | null }

/**
 * His path over the league's aging curve for one metric. The curve is rebased to his level: moved
 * by the playing-time-weighted mean of (his value − curve) over his seasons, so its shape, not its
 * height, is the league's. Without ages (no birth date) there is no curve, only his seasons by year.
 *
 * @example seasons at 26 (.300, 500 PA) and 27 (.320, 500 PA), curve −.010 at 26 and 0 at 27:
 *   offset ((.300 + .010) + (.320 − 0)) / 2 = .315, expected .305 at 26 and .315 at 27
 */
export function playerPath<M extends string>({
  metric,
  seasons,
  curve,
  projection,
}: {
  metric: M
  seasons: readonly PathSeason<M>[]
  curve: AgingCurve<M> | null
  projection: PathProjection | null
}): PathPoint[] {
  const curveAt = new Map((curve?.points ?? []).map((point) => [point.age, point.metrics[metric].value]))
  let total = 0
  let weight = 0
  for (const season of seasons) {
    const value = season.values[metric]
    const base = curveAt.get(season.x) ?? null
    if (value === null || base === null || !(season.sample > 0)) continue
    total += season.sample * (value - base)
    weight += season.sample
  }
  const offset = weight > 0 ? total / weight : null
  const xs = [...seasons.map((s) => s.x), ...(projection ? [projection.x] : [])]
  if (xs.length === 0) return []
  const [first, last] = [Math.min(...xs), Math.max(...xs)]
  const byX = new Map(seasons.map((s) => [s.x, s.values[metric]]))
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const x = first + index
    const base = curveAt.get(x) ?? null
    const projected = projection?.x === x ? projection : null
    return {
      x,
      actual: byX.get(x) ?? null,
      expected: offset === null || base === null ? null : base + offset,
      projected: projected?.value ?? null,
      low: projected?.low ?? null,
      high: projected?.high ?? null,
    }
  })
}
