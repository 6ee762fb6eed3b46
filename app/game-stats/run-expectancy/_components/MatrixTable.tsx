import { DataTable } from '@/components/ui/DataTable'
import { formatBases } from '@/lib/domain/format/game-state'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { RunExpectancyCell } from '@/lib/schemas/run-expectancy'
import { heatCell, rangeOf } from './heat'
import { BASES_IN_TABLE_ORDER, OUT_LABELS } from './state-labels'

type Props = {
  caption: string
  /** 24 cells in BASE_OUT_STATES order. */
  cells: readonly RunExpectancyCell[]
  value: (cell: RunExpectancyCell) => number | null
  format: (value: number | null) => string
  /** Print each cell's PA count beside its value. */
  withSample?: boolean
}

/** The 8 × 3 matrix (runners down, outs across), each cell tinted by its value among the 24. */
export function MatrixTable({ caption, cells, value, format, withSample = false }: Props) {
  const [min, max] = rangeOf(cells.map(value))
  const rows = BASES_IN_TABLE_ORDER.map((bases) => ({ bases, cells: [0, 1, 2].map((outs) => cells[outs * 8 + bases]) }))
  return (
    <DataTable
      caption={caption}
      rowKey={(row) => String(row.bases)}
      rows={rows}
      density="compact"
      fit
      columns={[
        { key: 'bases', header: '走者', rowHeader: true, render: (row) => formatBases(row.bases) },
        ...OUT_LABELS.map((label, outs) => ({
          key: label,
          header: label,
          align: 'right' as const,
          width: withSample ? 112 : 80,
          cell: (row: (typeof rows)[number]) => {
            const cell = row.cells[outs]
            return cell ? heatCell(value(cell), min, max) : {}
          },
          render: (row: (typeof rows)[number]) => {
            const cell = row.cells[outs]
            const text = format(cell ? value(cell) : null)
            if (!withSample) return text
            return (
              <>
                <span className="font-medium tabular-nums">{text}</span>
                <span className="ml-1 text-xs text-slate-600 tabular-nums">({formatStat(cell?.sample ?? 0, 'count')})</span>
              </>
            )
          },
        })),
      ]}
    />
  )
}
