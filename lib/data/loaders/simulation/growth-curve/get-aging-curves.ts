import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import { THIN_PAIRS } from '@/lib/domain/simulation/projection/aging-curve'
import { agingCurvesSchema, type AgingCurves, type GrowthRole, type GrowthMetric } from '@/lib/schemas/simulation-growth-curve'
import { battingBundle, pitchingBundle, type RoleBundle } from './growth-model'

function curvesOf<T, K extends string, M extends GrowthMetric>(bundle: RoleBundle<T, K, M>): AgingCurves {
  const { curve, model } = bundle
  return agingCurvesSchema.parse({
    role: bundle.role,
    metrics: model.metrics,
    from: bundle.from,
    to: bundle.to,
    minSample: model.minSample,
    anchorAge: curve.anchorAge,
    thinBelow: THIN_PAIRS,
    points: curve.points.map((point) => ({
      age: point.age,
      pairs: point.pairs,
      thin: point.thin,
      delta: Object.fromEntries(model.metrics.map((metric) => [metric, point.metrics[metric].delta])),
      value: Object.fromEntries(model.metrics.map((metric) => [metric, point.metrics[metric].value])),
    })),
    backtest: bundle.backtest,
  })
}

/** The league's aging curves for one side (delta method over every season in the database), with pairs per age. */
export function agingCurvesFrom(db: Db, role: GrowthRole): AgingCurves {
  return role === 'batting' ? curvesOf(battingBundle(db)) : curvesOf(pitchingBundle(db))
}

/** Kept per server (memo-per-database.ts): the page and the API ask for the same two answers. */
export const getAgingCurves = cache(memoPerDatabase(agingCurvesFrom))
