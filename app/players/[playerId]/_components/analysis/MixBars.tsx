import { PITCH_TYPE_LABELS, type PitchType } from '@/lib/domain/events'
import { barSegments, PITCH_TYPE_COLORS } from '@/lib/domain/pitching-analysis/pitch-colors'

type Row = { key: string; label: string; usage: readonly { type: PitchType; sharePct: number | null }[] }
type Props = { rows: readonly Row[]; types: readonly PitchType[]; label: string }

const LABEL = 44
const BAR = 270
const HEIGHT = 18
const GAP = 6

/**
 * The pitch mix as one 100 % bar per row (a count, a batter hand), segments in the arsenal's
 * order and colours; the table after it holds the same numbers, so the SVG is its picture.
 */
export function MixBars({ rows, types, label }: Props) {
  const height = rows.length * (HEIGHT + GAP)
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${LABEL + BAR + 4} ${height}`} role="img" aria-label={label} className="h-auto w-full max-w-xl">
        <title>{label}</title>
        {rows.map((row, index) => {
          const y = index * (HEIGHT + GAP)
          const ordered = types.map((type) => ({ type, sharePct: row.usage.find((share) => share.type === type)?.sharePct ?? null }))
          return (
            <g key={row.key}>
              <text x={0} y={y + HEIGHT / 2} dominantBaseline="central" fontSize={12} fill="#334155">
                {row.label}
              </text>
              {barSegments(ordered, BAR).map((segment) => (
                <rect key={segment.type} x={LABEL + segment.x} y={y} width={segment.width} height={HEIGHT} fill={PITCH_TYPE_COLORS[segment.type]} />
              ))}
            </g>
          )
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
          {types.map((type) => (
            <li key={type} className="inline-flex items-center gap-1">
              <span aria-hidden className="inline-block size-2.5 rounded-sm" style={{ background: PITCH_TYPE_COLORS[type] }} />
              {PITCH_TYPE_LABELS[type]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
