import { z } from 'zod'
import { GROWTH_METRICS, GROWTH_ROLES } from '@/lib/domain/simulation/projection/growth-keys'

export { GROWTH_METRICS, GROWTH_ROLES, type GrowthMetric, type GrowthRole } from '@/lib/domain/simulation/projection/growth-keys'

/** The two sides a player is projected on; the page's ?role. */
export const growthRoleSchema = z.enum(GROWTH_ROLES)

/** The numbers the curves follow: wOBA, ISO, K%, BB% for batters; ERA, FIP, K%, BB% for pitchers. */
export const growthMetricSchema = z.enum(GROWTH_METRICS)

/** One value per metric of the view (keys are GrowthMetric); null where it has no denominator. */
const metricValues = z.record(z.string(), z.number().nullable())
export type MetricValues = z.infer<typeof metricValues>

/** Marcel against "same as last season" over every projected season (wOBA for batters at 300+ PA, ERA for pitchers at 100+ IP). */
export const backtestSummarySchema = z.object({
  metric: growthMetricSchema,
  players: z.number().int(),
  marcel: z.number().nullable(),
  naive: z.number().nullable(),
  /** Share of the backtest's misses inside the 80% band (≈ 0.8 when the band is honest). */
  coverage: z.number().nullable(),
})
export type BacktestSummary = z.infer<typeof backtestSummarySchema>

export const agingPointSchema = z.object({
  age: z.number().int(),
  /** Players with seasons at age − 1 and this age, both above the minimum. */
  pairs: z.number().int(),
  thin: z.boolean(),
  /** Weighted mean change from age − 1, against the league. */
  delta: metricValues,
  /** The chained curve, 0 at the anchor age. */
  value: metricValues,
})
export type AgingPointDto = z.infer<typeof agingPointSchema>

export const agingCurvesSchema = z.object({
  role: growthRoleSchema,
  metrics: z.array(growthMetricSchema),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  /** The minimum playing time of both seasons of a pair: 100 PA, or 90 outs (30 IP). */
  minSample: z.number().int(),
  anchorAge: z.number().int(),
  thinBelow: z.number().int(),
  points: z.array(agingPointSchema),
  backtest: backtestSummarySchema,
})
export type AgingCurves = z.infer<typeof agingCurvesSchema>

export const pathPointSchema = z.object({
  x: z.number().int(),
  actual: z.number().nullable(),
  expected: z.number().nullable(),
  projected: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
})
export type PathPointDto = z.infer<typeof pathPointSchema>

export const growthSeasonSchema = z.object({
  season: z.number().int(),
  age: z.number().int().nullable(),
  teams: z.array(z.string()),
  /** PA for a batter, outs for a pitcher. */
  sample: z.number().int(),
  values: metricValues,
})
export type GrowthSeason = z.infer<typeof growthSeasonSchema>

export const growthProjectionSchema = z.object({
  season: z.number().int(),
  age: z.number().int().nullable(),
  ageFactor: z.number().nullable(),
  /** Projected PA (batter) or outs (pitcher). */
  playingTime: z.number(),
  reliability: z.number(),
  values: metricValues,
  low: metricValues,
  high: metricValues,
  /** The projected line's counts and rates, keyed as the role's table reads them. */
  line: metricValues,
})
export type GrowthProjection = z.infer<typeof growthProjectionSchema>

export const playerGrowthSchema = z.object({
  player: z.object({ id: z.string(), name: z.string(), kana: z.string().nullable(), birthDate: z.string().nullable() }),
  role: growthRoleSchema,
  /** The other side, when he has a season of it at the curve's minimum (a two-way player). */
  otherRole: growthRoleSchema.nullable(),
  metrics: z.array(growthMetricSchema),
  /** x of the paths: his age, or the season when the data has no birth date. */
  axis: z.enum(['age', 'season']),
  seasons: z.array(growthSeasonSchema),
  /** Null when he has no season in the three before the projected one. */
  projection: growthProjectionSchema.nullable(),
  paths: z.array(z.object({ metric: growthMetricSchema, points: z.array(pathPointSchema) })),
  backtest: backtestSummarySchema,
})
export type PlayerGrowth = z.infer<typeof playerGrowthSchema>
