import { SeasonAverageChartLazy } from '@/components/charts/SeasonAverageChartLazy'
import { formatStat } from '@/lib/domain/format/stat-format'
import { DataTable } from '@/components/ui/DataTable'
import type { AverageMetric, SeasonAverages } from '@/lib/schemas/season-averages'
import { metricDefinition } from './average-metrics'
import { averageSeries } from './average-series'
import { MetricSelector } from './MetricSelector'

/** The chosen metric over the seasons: a line chart, and the same numbers as a table for anyone who cannot see it. */
export function AverageChartSection({ averages, metric }: { averages: SeasonAverages; metric: AverageMetric }) {
  const { label, format } = metricDefinition(metric)
  const { seasons, series, ticks } = averageSeries(averages, metric)
  const first = seasons[0]
  const last = seasons[seasons.length - 1]
  const description = `${first}〜${last}年のリーグ平均${label}の推移（${series.map((line) => line.name).join('・')}）`
  const rows = seasons.map((season, index) => ({ season, values: series.map((line) => line.values[index] ?? null) }))
  return (
    <section aria-labelledby="average-trend" className="mb-8">
      <h2 id="average-trend" className="mb-3 text-lg font-bold text-slate-900">
        リーグ平均{label}の推移
      </h2>
      <MetricSelector type={averages.type} current={metric} />
      {seasons.length < 2 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">推移のグラフは2シーズン以上のデータがそろうと表示します。</p>
      ) : (
        <figure className="rounded-lg border border-slate-200 bg-white p-3">
          <SeasonAverageChartLazy description={description} format={format} seasons={seasons} series={series} ticks={ticks} />
          <figcaption className="sr-only">{description}</figcaption>
        </figure>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-slate-600 hover:text-slate-900">グラフの数値を表で見る</summary>
        <div className="mt-2">
          <DataTable
            caption={description}
            rowKey={(row) => `${row.season}`}
            rows={rows}
            columns={[
              { key: 'season', header: '年度', render: (row) => `${row.season}年` },
              ...series.map((line, index) => ({ key: line.key, header: line.name, align: 'right' as const, render: (row: (typeof rows)[number]) => formatStat(row.values[index] ?? null, format) })),
            ]}
          />
        </div>
      </details>
    </section>
  )
}
