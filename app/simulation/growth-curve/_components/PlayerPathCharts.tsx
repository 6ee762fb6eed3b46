import type { PlayerGrowth } from '@/lib/schemas/simulation-growth-curve'
import { formatMetric, METRIC_LABELS } from './metric-labels'
import { PlayerPathChartLazy } from './PlayerPathChartLazy'

/** One small chart per metric: his seasons over the league curve at his level, and next season's projection with its band. */
export function PlayerPathCharts({ growth }: { growth: PlayerGrowth }) {
  const byAge = growth.axis === 'age'
  return (
    <section aria-labelledby="growth-path" className="space-y-3">
      <h2 id="growth-path" className="text-lg font-bold text-slate-900">{byAge ? '成長曲線とリーグのエイジングカーブ' : '年度別の推移'}</h2>
      <p className="max-w-3xl text-sm leading-relaxed text-slate-600">
        {byAge
          ? '青が実績、灰色の点線がリーグのエイジングカーブを本人の水準に合わせたもの（打席数・アウト数で重みづけた平均の差だけ平行移動）、赤が来季の予測と80%区間です。'
          : '生年月日がないため年齢別の比較はできません。年度ごとの実績と来季の予測（80%区間）だけを示します。'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {growth.paths.map(({ metric, points }) => {
          const label = METRIC_LABELS[metric].label
          const projected = points.find((point) => point.projected !== null)
          const description = `${growth.player.name}の${label}の${byAge ? '年齢別の推移とリーグの曲線' : '年度別の推移'}${projected ? `、来季予測${formatMetric(metric, projected.projected)}` : ''}`
          return (
            <figure key={metric} className="rounded-lg border border-slate-200 bg-white p-3">
              <figcaption className="mb-1 text-sm font-semibold text-slate-800">{label}</figcaption>
              <PlayerPathChartLazy metric={metric} description={description} axis={growth.axis} points={points} />
            </figure>
          )
        })}
      </div>
    </section>
  )
}
