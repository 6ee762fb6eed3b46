import { SeasonAverageChartLazy } from '@/components/charts/SeasonAverageChartLazy'
import { DataTable } from '@/components/ui/DataTable'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { RunExpectancyTrend } from '@/lib/schemas/run-expectancy'
import { KEY_STATES, trendSeries } from './season-trend'

/** How the key states' RE moved over the seasons: a lazy line chart, and the same numbers as a table beneath it. */
export function SeasonTrendSection({ trend }: { trend: RunExpectancyTrend }) {
  const { seasons, series, ticks } = trendSeries(trend)
  const first = seasons[0]
  const last = seasons[seasons.length - 1]
  const description = `${first}〜${last}年の${LEAGUE_SCOPE_LABELS[trend.league]}の得点期待値の推移（${series.map((line) => line.name).join('・')}）`
  const rows = [...trend.seasons].reverse()
  return (
    <section aria-labelledby="season-trend" className="space-y-3">
      <h2 id="season-trend" className="text-lg font-bold text-slate-900">年度ごとの変化</h2>
      {seasons.length < 2 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">推移のグラフは2シーズン以上のデータがそろうと表示します。</p>
      ) : (
        <figure className="rounded-lg border border-slate-200 bg-white p-3">
          <SeasonAverageChartLazy description={description} format="decimal3" seasons={seasons} series={series} ticks={ticks} />
          <figcaption className="sr-only">{description}</figcaption>
        </figure>
      )}
      <DataTable
        caption={description}
        rowKey={(row) => String(row.season)}
        rows={rows}
        density="compact"
        columns={[
          { key: 'season', header: '年度', rowHeader: true, render: (row) => `${row.season}年` },
          ...series.map((line, index) => {
            const { outs, bases } = KEY_STATES[index] ?? { outs: 0, bases: 0 }
            return { key: line.key, header: line.name, align: 'right' as const, render: (row: (typeof rows)[number]) => formatStat(row.runs[outs * 8 + bases] ?? null, 'decimal3') }
          }),
        ]}
      />
    </section>
  )
}
