import { formatStat } from '@/lib/domain/format/stat-format'
import { heatColor, heatRange, heatTextColor } from '@/lib/domain/pitching-analysis/heat-color'
import { zoneSample, zoneValue, type ZoneMetric } from '@/lib/domain/pitching-analysis/zone-view'
import type { ZoneGrid } from '@/lib/schemas/pitch-analysis'

type Props = { grid: ZoneGrid; metric: ZoneMetric; format: 'percent' | 'rate3'; label: string }

const CELL = 58
const PAD = 6
const SIZE = CELL * 5 + PAD * 2

/**
 * A 5×5 heat map as the catcher sees it (zone 1 top-left), the strike zone (the inner 3×3)
 * outlined, each cell's value printed in it over its sample (a rate of one swing shows as such); a cell without a denominator is grey with '-'.
 * Server-rendered SVG, nothing moves.
 */
export function ZoneHeatMap({ grid, metric, format, label }: Props) {
  const values = grid.cells.map((cell) => zoneValue(cell, metric))
  const range = heatRange(values) ?? { min: 0, max: 0 }
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={label} className="h-auto w-full max-w-[320px]">
      <title>{label}</title>
      {grid.cells.map((cell, index) => {
        const value = values[index] ?? null
        const x = PAD + (index % 5) * CELL
        const y = PAD + Math.floor(index / 5) * CELL
        return (
          <g key={cell.zone}>
            <rect x={x} y={y} width={CELL} height={CELL} fill={heatColor(value, range.min, range.max)} stroke="#ffffff" strokeWidth={2} />
            <text x={x + CELL / 2} y={y + CELL / 2 - 7} dominantBaseline="central" textAnchor="middle" fontSize={13} fontWeight={600} fill={heatTextColor(value, range.min, range.max)}>
              {formatStat(value, format)}
            </text>
            <text x={x + CELL / 2} y={y + CELL / 2 + 11} dominantBaseline="central" textAnchor="middle" fontSize={10} fill={heatTextColor(value, range.min, range.max)}>
              {zoneSample(cell, metric)}
            </text>
          </g>
        )
      })}
      <rect x={PAD + CELL} y={PAD + CELL} width={CELL * 3} height={CELL * 3} fill="none" stroke="#0f172a" strokeWidth={3} />
    </svg>
  )
}
