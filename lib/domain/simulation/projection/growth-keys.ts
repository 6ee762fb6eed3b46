/**
 * The growth page's two sides and six followed numbers, kept apart from their zod schema
 * (lib/schemas/simulation-growth-curve.ts) so client code can read them without loading zod.
 */
export const GROWTH_ROLES = ['batting', 'pitching'] as const
export type GrowthRole = (typeof GROWTH_ROLES)[number]

export const GROWTH_METRICS = ['woba', 'iso', 'era', 'fip', 'k_pct', 'bb_pct'] as const
export type GrowthMetric = (typeof GROWTH_METRICS)[number]
