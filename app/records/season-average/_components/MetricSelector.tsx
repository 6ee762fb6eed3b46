import Link from 'next/link'
import type { RecordType } from '@/lib/schemas/career'
import type { AverageMetric } from '@/lib/schemas/season-averages'
import { metricDefinition, metricHref, metricsOf } from './average-metrics'

/** The chart's metric, one link per choice: each is its own shareable URL (?metric=…). */
export function MetricSelector({ type, current }: { type: RecordType; current: AverageMetric }) {
  return (
    <nav aria-label="グラフの指標" className="mb-4">
      <ul className="flex flex-wrap gap-1.5">
        {metricsOf(type).map((metric) => {
          const active = metric === current
          return (
            <li key={metric}>
              <Link
                href={metricHref(type, metric)}
                scroll={false}
                aria-current={active ? 'page' : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-xs font-medium ${
                  active ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand hover:text-brand'
                }`}
              >
                {metricDefinition(metric).label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
