'use client'

import { TableScroll } from '@/components/ui/TableScroll'
import type { AgingCurves } from '@/lib/schemas/simulation-growth-curve'
import { AgingCurveChartLazy } from './AgingCurveChartLazy'
import { formatMetricDelta, METRIC_LABELS, ROLE_LABELS } from './metric-labels'

const sampleWords = (curves: AgingCurves) => (curves.role === 'batting' ? `${curves.minSample}打席` : `${curves.minSample / 3}投球回`)

/**
 * The league's curves for one side: a small chart per metric, then the same numbers as a table
 * (age, pairs, the change into the age and the chained curve per metric), thin ages marked.
 */
export function AgingCurvesBody({ curves }: { curves: AgingCurves }) {
  const role = ROLE_LABELS[curves.role]
  if (curves.points.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{`${role}の年齢別の比較に使える、2年続けて${sampleWords(curves)}以上の選手がいません。`}</p>
  }
  const first = curves.points[0]?.age
  const last = curves.points[curves.points.length - 1]?.age
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {`${curves.from}〜${curves.to}年の${role}で、2年続けて${sampleWords(curves)}以上の選手の「前年からの変化」をつないだ曲線です（${curves.anchorAge}歳 = 0、リーグ平均の変化を差し引き済み）。標本数が${curves.thinBelow}組未満の年齢は点線で、表では※をつけています。`}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {curves.metrics.map((metric) => {
          const label = METRIC_LABELS[metric].label
          const description = `${role}の${label}のエイジングカーブ（${first}〜${last}歳、${curves.anchorAge}歳を0とした変化）`
          const points = curves.points.map((point) => {
            const value = point.value[metric] ?? null
            return { age: point.age, value, solid: point.thin ? null : value }
          })
          return (
            <figure key={metric} className="rounded-lg border border-slate-200 bg-white p-3">
              <figcaption className="mb-1 text-sm font-semibold text-slate-800">{label}</figcaption>
              <AgingCurveChartLazy metric={metric} description={description} points={points} />
            </figure>
          )
        })}
      </div>
      <TableScroll>
        <table className="data-table cells-compact pin-first">
          <caption className="sr-only">{`${role}の年齢別の標本数と、前年からの変化（Δ）・${curves.anchorAge}歳からの累積`}</caption>
          <thead className="text-xs">
            <tr className="bg-slate-100 text-right text-slate-600">
              <th scope="col" className="text-left">年齢</th>
              <th scope="col">標本数</th>
              {curves.metrics.flatMap((metric) => [
                <th key={`${metric}-delta`} scope="col">{`${METRIC_LABELS[metric].label} Δ`}</th>,
                <th key={`${metric}-value`} scope="col">{`${METRIC_LABELS[metric].label} 累積`}</th>,
              ])}
            </tr>
          </thead>
          <tbody className="table-body text-right tabular-nums">
            {curves.points.map((point) => (
              <tr key={point.age} className={point.thin ? 'text-slate-400' : ''}>
                <th scope="row" className="text-left font-medium">{`${point.age}歳${point.thin ? '※' : ''}`}</th>
                <td>{point.pairs}</td>
                {curves.metrics.flatMap((metric) => [
                  <td key={`${metric}-delta`}>{formatMetricDelta(metric, point.delta[metric])}</td>,
                  <td key={`${metric}-value`}>{formatMetricDelta(metric, point.value[metric])}</td>,
                ])}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="text-xs text-slate-500">標本数: その年齢と前の年齢の2シーズンがそろった選手の数。Δ: 前の年齢からの変化（2シーズンの打席数・アウト数の調和平均で重みづけ）。累積: Δを{curves.anchorAge}歳から積み上げた値。※は標本数が{curves.thinBelow}組未満。</p>
    </div>
  )
}
