import { PillLink } from '@/components/ui/PillLink'
import type { RecordType } from '@/lib/schemas/career'
import type { AverageMetric } from '@/lib/schemas/season-averages'
import { metricDefinition, metricHref, metricsOf } from './average-metrics'

/** The chart's metric, one link per choice: each is its own shareable URL (?metric=…). */
export function MetricSelector({ type, current }: { type: RecordType; current: AverageMetric }) {
  return (
    <nav aria-label="グラフの指標" className="mb-4">
      <ul className="flex flex-wrap gap-1.5">
        {metricsOf(type).map((metric) => (
          <li key={metric}>
            <PillLink href={metricHref(type, metric)} active={metric === current}>
              {metricDefinition(metric).label}
            </PillLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
