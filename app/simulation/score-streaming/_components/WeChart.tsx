import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'
import type { Board } from '@/lib/domain/simulation/streaming/scoreboard'
import type { StreamClubs } from './stream-clubs'

const WIDTH = 320
const HEIGHT = 120

/**
 * The home club's WE after each play, drawn by hand (a polyline: lighter than a chart library for
 * one line that grows). The play-by-play beside it gives each point as text.
 */
export function WeChart({ points, clubs }: { points: Board['we']; clubs: StreamClubs }) {
  const last = points.at(-1)
  const step = WIDTH / Math.max(1, points.length - 1)
  const line = points.map((point, index) => `${(index * step).toFixed(1)},${((1 - point.we) * HEIGHT).toFixed(1)}`).join(' ')
  const now = last ? formatChance(last.we) : '-'
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-3">
      <figcaption className="mb-2 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-700">{`${clubs.home.name}の勝利確率`}</span>
        <span className="text-lg font-bold tabular-nums text-slate-900">{now}</span>
      </figcaption>
      <div className="flex gap-2 text-[11px] text-slate-500">
        <div className="flex h-30 flex-col justify-between text-right tabular-nums" aria-hidden="true">
          <span>100%</span>
          <span>50%</span>
          <span>0%</span>
        </div>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`${clubs.home.name}の勝利確率の推移（${points.length}時点、現在${now}）`} className="h-30 w-full overflow-visible">
          <rect x={0} y={0} width={WIDTH} height={HEIGHT / 2} className="fill-sky-50" />
          <line x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} className="stroke-slate-300" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
          {points.length > 1 ? <polyline points={line} className="fill-none stroke-brand" strokeWidth={2} vectorEffect="non-scaling-stroke" /> : null}
        </svg>
      </div>
      <p className="mt-1 flex justify-between text-[11px] text-slate-500">
        <span>{`上: ${clubs.home.name}優勢`}</span>
        <span>{`下: ${clubs.away.name}優勢`}</span>
      </p>
    </figure>
  )
}
