import { PageLink } from '@/components/navigation/PageLink'
import type { ReactNode } from 'react'
import type { StatFormat } from '@/lib/domain/format/stat-format'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TEAM_CHART_COLORS } from '@/lib/domain/teams/chart-colors'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { BubbleChartPoint } from '@/lib/schemas/bubble-chart'
import { bubbleRowHref, type BubblePage } from './bubble-href'
import { PICKED_HEIGHT } from './bubble-chart-size'

/** A metric as the chart prints it: the column's label and format. */
export type ChartMetric = { label: string; format: StatFormat }
export type ChartMetrics = { x: ChartMetric; y: ChartMetric; size: ChartMetric }

/** A bubble's name, club and three values: the tooltip's and the picked line's text. */
export function PointValues({ point, metrics, name }: { point: BubbleChartPoint; metrics: ChartMetrics; name?: ReactNode }) {
  const [, label, team, x, y, size] = point
  const values = [
    [metrics.x, x],
    [metrics.y, y],
    [metrics.size, size],
  ] as const
  const shown = values.filter(([metric], index) => values.findIndex(([other]) => other.label === metric.label) === index)
  return (
    <>
      <p className="flex items-center gap-1.5 font-semibold text-slate-900">
        <span aria-hidden className="inline-block size-2.5 shrink-0 rounded-full" style={{ backgroundColor: TEAM_CHART_COLORS[team] }} />
        {name ?? label}
        {label === TEAM_BY_CODE[team].shortName ? null : <span className="font-normal text-slate-600">（{TEAM_BY_CODE[team].shortName}）</span>}
      </p>
      <p className="mt-0.5 flex flex-wrap gap-x-3 tabular-nums text-slate-700">
        {shown.map(([metric, value]) => (
          <span key={metric.label}>{`${metric.label} ${formatStat(value, metric.format)}`}</span>
        ))}
      </p>
    </>
  )
}

type Props = { point: BubbleChartPoint | null; metrics: ChartMetrics; page: BubblePage; season: number }

/** The bubble last tapped, named with a link to its page, in a line of fixed height under the drawing (announced politely). */
export function PickedBubble({ point, metrics, page, season }: Props) {
  return (
    <div aria-live="polite" className="overflow-hidden border-t border-slate-100 px-1 pt-2 text-sm" style={{ height: PICKED_HEIGHT }}>
      {point ? (
        <PointValues
          point={point}
          metrics={metrics}
          name={
            <PageLink href={bubbleRowHref(page, season, point[0])} className="tap-link text-brand underline">
              {point[1]}
            </PageLink>
          }
        />
      ) : (
        <p className="text-slate-500">円にカーソルを合わせると数値が、タップ（クリック）すると名前とページへのリンクがここに出ます。</p>
      )}
    </div>
  )
}
