import type { AverageSeries } from '@/components/charts/SeasonAverageChart'
import { SeasonAverageChartLazy } from '@/components/charts/SeasonAverageChartLazy'
import { careerRows } from '@/components/stats/records/career-rows'
import type { StatColumn } from '@/components/stats/records/stat-columns'
import { DataTable } from '@/components/ui/DataTable'
import { PillLink } from '@/components/ui/PillLink'
import { listSeasonAverages } from '@/lib/data/loaders/list-season-averages'
import { niceTicks } from '@/lib/domain/charts/nice-ticks'
import { formatStat } from '@/lib/domain/format/stat-format'
import { seasonValues } from '@/lib/domain/players/career-series'
import type { PlayerCareer } from '@/lib/schemas/player-career'

type Props = { career: PlayerCareer; name: string; metric: StatColumn; choices: readonly StatColumn[]; href: (metric: string) => string }

/** His league's average of the metric each season, where the season-average page computes one (rates, not counts). */
function leagueSeries(career: PlayerCareer, key: string, seasons: readonly number[]): AverageSeries | null {
  const averages = listSeasonAverages(career.type)
  const values = seasons.map((season) => {
    const league = career.rows.find((row) => row.season === season)?.league
    const row = averages?.rows.find((average) => average.season === season && average.scope === league)
    const value: unknown = row ? Object.entries(row).find(([name]) => name === key)?.[1] : undefined
    return typeof value === 'number' ? value : null
  })
  return values.some((value) => value !== null) ? { key: 'league', name: '所属リーグ平均', color: '#64748B', dashed: true, values } : null
}

/** 推移: one metric of the table over his seasons (?metric= in the URL), his league's average beside a rate. */
export function CareerChart({ career, name, metric, choices, href }: Props) {
  const points = seasonValues(careerRows(career), metric.key)
  const seasons = points.map((point) => point.season)
  const league = leagueSeries(career, metric.key, seasons)
  const series: AverageSeries[] = [{ key: 'player', name, color: '#0B2F5B', dashed: false, values: points.map((point) => point.value) }, ...(league ? [league] : [])]
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== null))
  const description = `${name}の${metric.label}の推移（${seasons[0]}〜${seasons[seasons.length - 1]}年${league ? '、所属リーグ平均と比較' : ''}）`
  return (
    <section aria-labelledby="career-chart" className="space-y-2 pt-2">
      <h2 id="career-chart" className="text-base font-bold text-slate-900">{metric.label}の推移</h2>
      <nav aria-label="グラフの指標">
        <ul className="flex flex-wrap gap-1.5">
          {choices.map((choice) => (
            <li key={choice.key}>
              <PillLink href={href(choice.key)} active={choice.key === metric.key}>
                {choice.label}
              </PillLink>
            </li>
          ))}
        </ul>
      </nav>
      {seasons.length < 2 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">推移のグラフは2シーズン以上の成績がそろうと表示します。</p>
      ) : (
        <figure className="rounded-lg border border-slate-200 bg-white p-3">
          <SeasonAverageChartLazy description={description} format={metric.format} seasons={seasons} series={series} ticks={values.length > 0 ? niceTicks(Math.min(...values), Math.max(...values)) : []} />
          <figcaption className="sr-only">{description}</figcaption>
        </figure>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer py-3 text-slate-600 hover:text-slate-900 sm:py-0">グラフの数値を表で見る</summary>
        <div className="mt-2">
          <DataTable caption={description} rowKey={(row) => `${row.season}`} rows={seasons.map((season, index) => ({ season, values: series.map((line) => line.values[index] ?? null) }))}
            columns={[
              { key: 'season', header: '年度', rowHeader: true, render: (row) => `${row.season}年` },
              ...series.map((line, index) => ({ key: line.key, header: line.name, align: 'right' as const, render: (row: { values: (number | null)[] }) => formatStat(row.values[index] ?? null, metric.format) })),
            ]} />
        </div>
      </details>
    </section>
  )
}
