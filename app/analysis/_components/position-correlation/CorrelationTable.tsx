import { DataTable, type Column } from '@/components/ui/DataTable'
import { correlationColor } from '@/lib/domain/analysis/position-heat'
import { POSITION_SLOT_LABELS } from '@/lib/domain/analysis/position-slots'
import { TEAM_METRIC_LABELS, type TeamMetric } from '@/lib/domain/analysis/position-correlation'
import { formatSigned } from '@/lib/domain/format/numbers'
import type { CorrelationRowDto } from '@/lib/schemas/position-correlation'

type Props = { caption: string; rows: readonly CorrelationRowDto[]; metrics: readonly TeamMetric[] }

/**
 * The correlation matrix as a heat map: a row per position, a column per team result, each cell
 * Pearson's r coloured red (moves with the result) to blue (against it). '-' where r cannot be
 * taken (fewer than three clubs, or no spread: every club's catchers without an error).
 */
export function CorrelationTable({ caption, rows, metrics }: Props) {
  const columns: Column<CorrelationRowDto>[] = [
    { key: 'position', header: '守備位置', rowHeader: true, render: (row) => POSITION_SLOT_LABELS[row.position] },
    ...metrics.map((metric): Column<CorrelationRowDto> => {
      const r = (row: CorrelationRowDto) => row.cells.find((cell) => cell.metric === metric)?.r ?? null
      return {
        key: metric,
        header: TEAM_METRIC_LABELS[metric],
        align: 'center',
        render: (row) => formatSigned(r(row), 2),
        cell: (row) => ({ style: { backgroundColor: correlationColor(r(row)) } }),
      }
    }),
  ]
  return <DataTable caption={caption} rows={rows} rowKey={(row) => row.position} columns={columns} density="compact" fit />
}
