import { sprayReach, sprayXY } from '@/lib/domain/pitching-analysis/spray-geometry'
import { formatPercent } from '@/lib/domain/format/numbers'
import type { AvailablePitchAnalysis } from '@/lib/schemas/pitch-analysis'

type Spray = AvailablePitchAnalysis['spray']
type Props = { spray: Spray; title: string }

const HOME = { homeX: 160, homeY: 228 }
const RADIUS = 200
const SECTOR_EDGES = [-27, -9, 9, 27]
const SECTOR_MIDDLES = [-36, -18, 0, 18, 36]
const HIT = '#dc2626'
const OUT = '#64748b'

const at = (direction: number, reach: number) => sprayXY(direction, reach * RADIUS, HOME)

/** The fan of fair territory: home, the left-field line, the outfield arc, the right-field line. */
function fanPath(): string {
  const left = at(-45, 1)
  const right = at(45, 1)
  return `M${HOME.homeX} ${HOME.homeY} L${left.x.toFixed(1)} ${left.y.toFixed(1)} A${RADIUS} ${RADIUS} 0 0 1 ${right.x.toFixed(1)} ${right.y.toFixed(1)} Z`
}

/**
 * 打球方向: each batted ball a dot at its direction (red a hit, grey an out), its distance from
 * home only a stand-in by batted-ball type; the five fields' counts along the arc. The same counts
 * are in the table that follows, the chart's text alternative.
 */
export function SprayChart({ spray, title }: Props) {
  const infield = at(-45, 0.45)
  const infieldEnd = at(45, 0.45)
  const dots = spray.points.map((point, index) => {
    const { x, y } = at(point.direction, sprayReach(point.battedBall, index))
    return { index, hit: point.hit, x: x.toFixed(1), y: y.toFixed(1) }
  })
  return (
    <figure className="max-w-sm">
      <svg viewBox="0 0 320 240" role="img" aria-labelledby="spray-title" className="h-auto w-full">
        <title id="spray-title">{title}</title>
        <path d={fanPath()} fill="#ecfdf5" stroke="#94a3b8" />
        <path d={`M${infield.x.toFixed(1)} ${infield.y.toFixed(1)} A${RADIUS * 0.45} ${RADIUS * 0.45} 0 0 1 ${infieldEnd.x.toFixed(1)} ${infieldEnd.y.toFixed(1)}`} fill="none" stroke="#cbd5e1" />
        {SECTOR_EDGES.map((direction) => {
          const end = at(direction, 1)
          return <line key={direction} x1={HOME.homeX} y1={HOME.homeY} x2={end.x} y2={end.y} stroke="#cbd5e1" strokeDasharray="3 3" />
        })}
        {/* Colours on two groups, not on each of a season's ~600 dots: the page sends each dot twice (HTML and RSC). */}
        <g fill={OUT} fillOpacity={0.5}>
          {dots.filter((dot) => !dot.hit).map((dot) => <circle key={dot.index} cx={dot.x} cy={dot.y} r={3} />)}
        </g>
        <g fill={HIT} fillOpacity={0.85}>
          {dots.filter((dot) => dot.hit).map((dot) => <circle key={dot.index} cx={dot.x} cy={dot.y} r={3} />)}
        </g>
        {spray.sectors.map((sector, index) => {
          const { x, y } = at(SECTOR_MIDDLES[index] ?? 0, 1.07)
          return (
            <text key={sector.sector} x={x.toFixed(1)} y={y.toFixed(1)} textAnchor="middle" fontSize={12} fill="#0f172a">
              {sector.count}
            </text>
          )
        })}
      </svg>
      <figcaption className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1"><span aria-hidden className="inline-block size-2.5 rounded-full" style={{ background: HIT }} />安打</span>
        <span className="inline-flex items-center gap-1"><span aria-hidden className="inline-block size-2.5 rounded-full opacity-60" style={{ background: OUT }} />凡打・失策など</span>
        <span>弧の数字は各方向の打球数。点の距離は打球の種類による目安です（飛距離の記録はありません）。</span>
      </figcaption>
    </figure>
  )
}

/** The chart's numbers as a table: per field, batted balls, hits and share. */
export function SprayTable({ spray, caption }: { spray: Spray; caption: string }) {
  return (
    <table className="text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100 text-xs text-slate-600">
        <tr>
          <th scope="col" className="px-2 py-1 text-left">方向</th>
          <th scope="col" className="px-2 py-1 text-right">打球</th>
          <th scope="col" className="px-2 py-1 text-right">安打</th>
          <th scope="col" className="px-2 py-1 text-right">割合</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {spray.sectors.map((sector) => (
          <tr key={sector.sector}>
            <th scope="row" className="px-2 py-1 text-left font-medium">{sector.label}</th>
            <td className="px-2 py-1 text-right">{sector.count}</td>
            <td className="px-2 py-1 text-right">{sector.hits}</td>
            <td className="px-2 py-1 text-right">{formatPercent(sector.sharePct)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
