import { PillLinks } from '@/components/ui/PillLinks'
import type { ScoreSide } from '@/app/game-stats/_components/score/score-side'
import { trendHref, TREND_METRIC_DEFINITIONS, TREND_METRICS, type TrendMetric } from './trend-metrics'

/** The charts' metric, one link per choice (?metric=); the view's season and league stay. */
export function MetricPicker({ view, latest, current }: { view: ScoreSide; latest: number; current: TrendMetric }) {
  return (
    <div className="-mt-3 mb-6">
      <PillLinks
        label="グラフ"
        alignLabel
        pills={TREND_METRICS.map((metric) => ({ href: trendHref(view, latest, metric), label: TREND_METRIC_DEFINITIONS[metric].label, active: metric === current }))}
      />
    </div>
  )
}
