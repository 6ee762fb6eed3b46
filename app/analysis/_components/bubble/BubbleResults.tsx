import { PageLink } from '@/components/navigation/PageLink'
import type { StatColumn } from '@/components/stats/records/stat-columns'
import { guideSource } from '@/lib/domain/analysis/bubble-metrics'
import { BUBBLE_QUALIFIER_LABELS } from '@/lib/domain/analysis/bubble-qualifier'
import type { POINT_INDEX } from '@/lib/domain/analysis/bubble-series'
import { changeBubbleView, type BubbleView } from '@/lib/domain/analysis/bubble-view'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import type { BubbleChart } from '@/lib/schemas/bubble-chart'
import { bubbleColumn } from './bubble-columns'
import { bubbleHref, type BubblePage } from './bubble-href'
import { BubbleChartLazy } from './BubbleChartLazy'
import { BubbleTable } from './BubbleTable'
import { ClubLegend } from './ClubLegend'
import type { ChartMetric } from './PickedBubble'

type Props = { data: BubbleChart; view: BubbleView; latest: number }
type AxisColumn = StatColumn & { axis: keyof typeof POINT_INDEX }

const H2 = 'text-lg font-bold text-slate-900'

/** The chart's three metrics as columns, x first; a metric chosen twice is one column. */
function axisColumns(data: BubbleChart): AxisColumn[] {
  const columns = (['x', 'y', 'size'] as const).flatMap((axis) => {
    const column = bubbleColumn(data.scope, data.side, data[axis])
    return column ? [{ ...column, axis }] : []
  })
  return columns.filter((column, index) => columns.findIndex((other) => other.key === column.key) === index)
}

/**
 * Everything that follows the pickers: the chart with its legend and guide values, then the same
 * numbers as a sortable table. Drawn by the server for the first paint and by the browser after
 * a picker changes, from the same DTO; a view kept on screen while the next loads is drawn with
 * its own metrics.
 */
export function BubbleResults({ data, view, latest }: Props) {
  const page: BubblePage = { scope: data.scope, side: data.side }
  const shown = view.x === data.x && view.y === data.y && view.size === data.size ? view : changeBubbleView(data.side, view, { x: data.x, y: data.y, size: data.size })
  const hrefFor = (next: BubbleView) => bubbleHref(page, data, latest, next)
  const columns = axisColumns(data)
  const metricOf = (axis: 'x' | 'y' | 'size'): ChartMetric => {
    const column = bubbleColumn(data.scope, data.side, data[axis])
    return { label: column?.label ?? data[axis], format: column?.format ?? 'decimal3' }
  }
  const metrics = { x: metricOf('x'), y: metricOf('y'), size: metricOf('size') }
  const who = data.scope === 'players' ? ` ${data.side === 'batting' ? '打者' : '投手'}（${BUBBLE_QUALIFIER_LABELS[data.qual]}）` : ''
  const [unit, noun] = data.scope === 'players' ? ['人', '選手'] : ['球団', '球団']
  const title = `${data.season}年 ${LEAGUE_SCOPE_LABELS[data.league]}${who}`
  const axes = `横軸 ${metrics.x.label}・縦軸 ${metrics.y.label}・円の大きさ ${metrics.size.label}`
  const guide = (axis: 'x' | 'y') => {
    const value = data.guides[axis]
    if (value === null) return null
    const from = guideSource(data.side, data[axis]) === 'league' ? 'リーグ全体' : `表示中の${noun}の平均`
    return `${metrics[axis].label} ${formatStat(value, metrics[axis].format)}（${from}）`
  }
  const guides = [guide('x'), guide('y')].filter((text) => text !== null)
  if (data.points.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
        {`${title}で、${metrics.x.label}と${metrics.y.label}のそろう${noun}はいません。`}
        {data.scope === 'players' && data.qual !== 'all' ? (
          <PageLink href={hrefFor(changeBubbleView(data.side, shown, { qual: 'all' }))} className="tap-link ml-1 underline">全選手で表示する</PageLink>
        ) : null}
      </p>
    )
  }
  const description = `${title} ${data.points.length}${unit}のバブルチャート（${axes}、破線は平均）`
  return (
    <div className="space-y-8">
      <section aria-labelledby="bubble-chart" className="space-y-3">
        <h2 id="bubble-chart" className={H2}>{`${metrics.x.label} × ${metrics.y.label}`}<span className="ml-2 text-sm font-normal text-slate-600">{`円の大きさ: ${metrics.size.label}`}</span></h2>
        <p className="text-sm text-slate-600">
          {`${title} ${data.points.length}${unit}`}
          {data.missing > 0 ? `（ほかに${data.missing}${unit}は${metrics.x.label}か${metrics.y.label}の値がないため描いていません）` : ''}
          {data.through ? `・${Number(data.through.slice(5, 7))}月${Number(data.through.slice(8, 10))}日までの試合` : ''}
        </p>
        <figure className="rounded-lg border border-slate-200 bg-white p-3">
          <BubbleChartLazy description={description} page={page} season={data.season} points={data.points} metrics={metrics} guides={data.guides} />
          <figcaption className="mt-2 space-y-2 text-xs text-slate-600">
            <ClubLegend teams={data.points.map((point) => point[2])} />
            {guides.length > 0 ? <p>{`破線の平均: ${guides.join('、')}`}</p> : null}
          </figcaption>
        </figure>
      </section>
      <section aria-labelledby="bubble-table" className="space-y-3">
        <h2 id="bubble-table" className={H2}>表で見る</h2>
        <BubbleTable data={data} view={shown} columns={columns} caption={`${title} ${axes}`} hrefFor={hrefFor} />
        <p className="text-xs text-slate-600">列の見出しで並べ替えられます。名前から選手（球団）のページへ移れます。</p>
      </section>
    </div>
  )
}
