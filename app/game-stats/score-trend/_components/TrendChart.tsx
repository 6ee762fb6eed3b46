import { ScoreTrendChartLazy } from '@/components/charts/ScoreTrendChartLazy'
import { SCOPE_COLORS, type ScoreSide } from '@/app/game-stats/_components/score/score-side'
import { niceTicks } from '@/lib/domain/charts/nice-ticks'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { TREND_METRIC_DEFINITIONS, type TrendMetric, type TrendValues } from './trend-metrics'

type Props = {
  side: ScoreSide
  metric: TrendMetric
  /** The points, oldest first, with their labels on the time axis. */
  points: readonly { label: string; values: TrendValues }[]
  description: string
  /** The season's value, drawn behind its months. */
  level?: TrendValues
}

/** One metric over months or seasons as a lazy line chart, its axis at round steps. */
export function TrendChart({ side, metric, points, description, level }: Props) {
  const { label, format, field } = TREND_METRIC_DEFINITIONS[metric]
  const values = points.map((point) => point.values[field])
  const reference = level?.[field] ?? null
  const drawn = [...values, reference].filter((value): value is number => value !== null)
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3">
      <ScoreTrendChartLazy
        description={description}
        format={format}
        labels={points.map((point) => point.label)}
        name={`${LEAGUE_SCOPE_LABELS[side.league]} ${label}`}
        color={SCOPE_COLORS[side.league]}
        values={values}
        ticks={drawn.length > 0 ? niceTicks(Math.min(...drawn), Math.max(...drawn)) : []}
        {...(reference !== null ? { reference: { value: reference, label: `シーズン ${formatStat(reference, format)}` } } : {})}
      />
      <figcaption className="sr-only">{description}</figcaption>
    </figure>
  )
}
