'use client'

import { pointX, pointY, tieBand, winProbabilityLine } from '@/lib/domain/charts/win-probability-path'
import { formatPercent } from '@/lib/domain/format/numbers'

/** Narrow enough that its labels stay legible on a 390 px phone; on wide screens the chart shares its row with the list of plays. */
const BOX = { width: 420, height: 150 }
const LABEL = 'fill-slate-500 text-[11px]'

type Props = {
  /** [home WE, P(tie)] before each PA, then the result. */
  series: [number, number][]
  /** [point index, inning] where each inning after the first begins. */
  starts: [number, number][]
  /** The point each biggest play led to, biggest first. */
  marks: number[]
  names: { away: string; home: string }
}

/**
 * The win-probability line as SVG, with the tie band and the biggest plays numbered. A client
 * component so that the page's payload carries the numbers once, not the drawn paths again
 * beside the HTML. Its text alternative gives the opening, lowest, highest and final WE.
 */
export function WinProbabilityChart({ series: pairs, starts, marks, names }: Props) {
  const series = pairs.map(([we, tie], seq) => ({ seq, we, tie }))
  const band = tieBand(series, BOX)
  const wes = series.map((point) => point.we)
  const x = (index: number) => pointX(index, series.length, BOX)
  return (
    <svg viewBox={`-36 -14 ${BOX.width + 48} ${BOX.height + 30}`} role="img" aria-labelledby="wp-title wp-desc" className="w-full">
      <title id="wp-title">{`${names.home}の勝利確率（打席ごと）`}</title>
      <desc id="wp-desc">{`試合開始時 ${formatPercent(wes[0] ?? null)}、最低 ${formatPercent(Math.min(...wes))}、最高 ${formatPercent(Math.max(...wes))}、試合終了 ${formatPercent(wes.at(-1) ?? null)}。`}</desc>
      <rect width={BOX.width} height={BOX.height} className="fill-slate-50" />
      <line x1={0} x2={BOX.width} y1={BOX.height / 2} y2={BOX.height / 2} className="stroke-slate-300" strokeDasharray="4 3" />
      {/* One path for every inning's gridline and one group for their labels: classes once, not per inning. */}
      <path d={starts.map(([index]) => `M${x(index)} 0V${BOX.height}`).join('')} className="stroke-slate-200" />
      <g className={LABEL}>
        {starts.map(([index, inning]) => (
          <text key={index} x={x(index) + 3} y={BOX.height + 12}>{inning}</text>
        ))}
      </g>
      {band && <path d={band} className="fill-amber-200/70" />}
      <path d={winProbabilityLine(series, BOX)} className="fill-none stroke-brand" strokeWidth={2} strokeLinejoin="round" />
      <g className="fill-white stroke-rose-600 text-[10px] font-bold" strokeWidth={1.5}>
        {marks.map((index, rank) => (
          <g key={rank} transform={`translate(${x(index)} ${pointY(series[index]?.we ?? 0.5, BOX)})`}>
            <circle r={7} />
            <text textAnchor="middle" dy={3.5} className="fill-rose-700 stroke-none">{rank + 1}</text>
          </g>
        ))}
      </g>
      <g className={LABEL} textAnchor="end">
        <text x={-4} y={8}>100%</text>
        <text x={-4} y={BOX.height / 2 + 3}>50%</text>
        <text x={-4} y={BOX.height}>0%</text>
      </g>
      <text x={4} y={-4} className="fill-slate-600 text-[11px] font-semibold">{`↑ ${names.home}勝利`}</text>
      <text x={BOX.width - 4} y={-4} textAnchor="end" className="fill-slate-600 text-[11px] font-semibold">{`${names.away}勝利 ↓`}</text>
    </svg>
  )
}
