import { environmentSeason, projectSeason, type PlayerHistory } from './project-season'
import { rmse, type Residual } from './projection-band'
import type { RoleModel, SeasonConstants } from './role-model'

/** One projected season's headline error: Marcel against "same as last season", on the same players. */
export type BacktestSeason = { season: number; players: number; marcel: number | null; naive: number | null }

export type Backtest<M extends string> = {
  seasons: BacktestSeason[]
  pooled: Omit<BacktestSeason, 'season'>
  /** Every projected metric's misses on seasons at or above the model's minimum: the band is fitted on them. */
  residuals: Record<M, Residual[]>
}

/**
 * Marcel's backtest: for every season y with a season before it, project everyone from the
 * seasons before y and compare with his actual y. Projected metrics use y−1's constants (what
 * was known), actual ones y's. The headline (wOBA / ERA) counts players at or above the model's
 * `qualified` playing time in y who also played y−1, so the naive forecast (his y−1 value) is
 * scored on the same players.
 */
export function backtest<T, K extends string, M extends string>(
  model: RoleModel<T, K, M>,
  histories: readonly PlayerHistory<T>[],
  league: ReadonlyMap<number, Record<K, number>>,
  constants: ReadonlyMap<number, SeasonConstants>,
): Backtest<M> {
  const residuals = Object.fromEntries(model.metrics.map((m) => [m, [] as Residual[]])) as Record<M, Residual[]>
  const seasons: BacktestSeason[] = []
  const pooled = { marcel: [] as number[], naive: [] as number[] }
  for (const season of [...league.keys()].sort((a, b) => a - b)) {
    const previous = environmentSeason(league, season)
    const before = previous === null ? undefined : constants.get(previous)
    const now = constants.get(season)
    if (previous === null || !before || !now) continue
    const projections = projectSeason(model, histories, league, season)
    const errors = { marcel: [] as number[], naive: [] as number[] }
    for (const history of histories) {
      const actual = history.seasons.get(season)
      const projection = projections.get(history.id)
      if (!actual || !projection) continue
      const sample = model.sample(actual)
      const projected = model.projectedMetrics(projection.rates, projection.playingTime, before)
      const measured = model.metricsOf(actual, now)
      if (sample >= model.minSample) {
        for (const metric of model.metrics) {
          const [p, a] = [projected[metric], measured[metric]]
          if (p !== null && a !== null) residuals[metric].push({ error: p - a, sample })
        }
      }
      const last = history.seasons.get(previous)
      const naive = last ? model.metricsOf(last, before)[model.headline] : null
      const [p, a] = [projected[model.headline], measured[model.headline]]
      if (sample < model.qualified || naive === null || p === null || a === null) continue
      errors.marcel.push(p - a)
      errors.naive.push(naive - a)
    }
    pooled.marcel.push(...errors.marcel)
    pooled.naive.push(...errors.naive)
    seasons.push({ season, players: errors.marcel.length, marcel: rmse(errors.marcel), naive: rmse(errors.naive) })
  }
  return { seasons, pooled: { players: pooled.marcel.length, marcel: rmse(pooled.marcel), naive: rmse(pooled.naive) }, residuals }
}
