import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatLead } from '@/lib/domain/format/game-state'
import { MAP_SCORE_DIFFS } from '@/lib/domain/game-stats/win-probability-grid'
import type { HeatCell, HeatRow } from './heat-rows'

/** '+3' to the eye, 「ホーム3点リード」 to a screen reader. */
function DiffHeader({ diff }: { diff: number }) {
  return (
    <>
      <span {...(diff === 0 ? {} : { 'aria-hidden': true })}>{diff === 0 ? '同点' : diff > 0 ? `+${diff}` : String(diff)}</span>
      {diff === 0 ? null : <span className="sr-only">{`ホーム${formatLead(diff)}`}</span>}
    </>
  )
}

/** Two lines as one string (the table keeps its line break): an element per cell would be sent twice, in the HTML and the RSC payload. */
const content = (cell: HeatCell | undefined) => (cell?.sub ? `${cell.text}\n${cell.sub}` : (cell?.text ?? '-'))

const COLUMNS: readonly Column<HeatRow>[] = [
  { key: 'half', header: '回＼点差', rowHeader: true, render: (row) => row.label },
  ...MAP_SCORE_DIFFS.map((diff, index): Column<HeatRow> => ({
    key: `d${diff}`,
    header: <DiffHeader diff={diff} />,
    align: 'center',
    render: (row) => content(row.cells[index]),
    cell: (row) => {
      const cell = row.cells[index]
      return cell ? { style: { backgroundColor: cell.color }, ...(cell.title ? { title: cell.title } : {}) } : {}
    },
  })),
]

/**
 * The map as a table, which is also its accessible form: a row per half-inning, a column per score
 * difference, each cell's background its colour. A cell's second line is smaller than its first
 * (::first-line): the look is said once, here, for 264 cells.
 */
export function HeatMapTable({ caption, rows }: { caption: string; rows: readonly HeatRow[] }) {
  return (
    <div className="text-slate-900 [&_td]:whitespace-pre-line [&_td]:text-xs [&_td]:leading-tight [&_td]:first-line:text-sm [&_td]:first-line:font-medium">
      <DataTable caption={caption} columns={COLUMNS} rows={rows} rowKey={(row) => row.label} density="compact" fit />
    </div>
  )
}
