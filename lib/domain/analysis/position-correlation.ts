import { pearson } from './position-pearson'
import type { PositionCorrelationMode, PositionSlot } from './position-slots'

/** What a club's season came to, the other side of each correlation. */
export const TEAM_METRICS = ['runs_scored', 'runs_allowed', 'run_diff', 'winning_percentage'] as const
export type TeamMetric = (typeof TEAM_METRICS)[number]

export const TEAM_METRIC_LABELS: Readonly<Record<TeamMetric, string>> = { runs_scored: '得点', runs_allowed: '失点', run_diff: '得失点差', winning_percentage: '勝率' }

/** Batting is set against the runs a club scored, fielding against the runs it allowed; both against its run difference and winning percentage. */
export const MODE_METRICS: Readonly<Record<PositionCorrelationMode, readonly TeamMetric[]>> = {
  batting: ['runs_scored', 'run_diff', 'winning_percentage'],
  fielding: ['runs_allowed', 'run_diff', 'winning_percentage'],
}

/** One club's season: its production at each position (null where it has none) and its results. */
export type ClubSeasonPoint = {
  season: number
  team: string
  production: Readonly<Partial<Record<PositionSlot, number | null>>>
  outcomes: Readonly<Record<TeamMetric, number | null>>
}

export type CorrelationCell = { metric: TeamMetric; r: number | null; n: number }
export type CorrelationRow = { position: PositionSlot; cells: CorrelationCell[] }

type Pair = { season: number; x: number; y: number }

/**
 * Each pair less its season's means (of the pairs of that season), so that pooling seasons
 * correlates a club's standing within its season, not the league's drift from year to year (a
 * high-scoring season would otherwise lift every club's runs together). Within one season this
 * changes no correlation.
 *
 * @example seasonCentered([{ season: 1, x: 1, y: 10 }, { season: 1, x: 3, y: 20 }, { season: 2, x: 5, y: 0 }]) // x −1, 1, 0; y −5, 5, 0
 */
export function seasonCentered(pairs: readonly Pair[]): { x: number; y: number }[] {
  const sums = new Map<number, { x: number; y: number; n: number }>()
  for (const pair of pairs) {
    const sum = sums.get(pair.season) ?? { x: 0, y: 0, n: 0 }
    sums.set(pair.season, { x: sum.x + pair.x, y: sum.y + pair.y, n: sum.n + 1 })
  }
  return pairs.map((pair) => {
    const sum = sums.get(pair.season) ?? { x: pair.x, y: pair.y, n: 1 }
    return { x: pair.x - sum.x / sum.n, y: pair.y - sum.y / sum.n }
  })
}

/**
 * Pearson's r between each position's production and each team result, over the clubs (and,
 * pooled, the club-seasons, centred per season) that have both. `n` is the number of pairs.
 */
export function correlationMatrix(points: readonly ClubSeasonPoint[], positions: readonly PositionSlot[], metrics: readonly TeamMetric[]): CorrelationRow[] {
  return positions.map((position) => ({
    position,
    cells: metrics.map((metric) => {
      const pairs = points.flatMap((point) => {
        const x = point.production[position] ?? null
        const y = point.outcomes[metric]
        return x === null || y === null ? [] : [{ season: point.season, x, y }]
      })
      const centered = seasonCentered(pairs)
      return { metric, r: pearson(centered.map((pair) => pair.x), centered.map((pair) => pair.y)), n: pairs.length }
    }),
  }))
}

/**
 * Among `candidates` (every row's position when not given), the position whose production goes
 * most closely with `metric` (largest |r|); the first candidate when none has an r.
 */
export function strongestPosition(rows: readonly CorrelationRow[], metric: TeamMetric, candidates?: readonly PositionSlot[]): PositionSlot | null {
  const considered = candidates ? rows.filter((row) => candidates.includes(row.position)) : rows
  let best: { position: PositionSlot; size: number } | null = null
  for (const row of considered) {
    const r = row.cells.find((cell) => cell.metric === metric)?.r ?? null
    if (r !== null && (best === null || Math.abs(r) > best.size)) best = { position: row.position, size: Math.abs(r) }
  }
  return best?.position ?? considered[0]?.position ?? null
}
