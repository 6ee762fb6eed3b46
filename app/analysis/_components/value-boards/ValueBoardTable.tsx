import { SortHeader, type SortState } from '@/components/stats/records/SortHeader'
import { DataTable, type Column } from '@/components/ui/DataTable'
import type { ValueBoardRow, ValueBoardSide } from '@/lib/schemas/value-boards'
import type { ValueColumn } from './value-columns'
import { teamName } from './value-board-view'
import { valuePlayerHref, valueTeamHref } from './value-links'

type Props = { caption: string; side: ValueBoardSide; season: number; columns: readonly ValueColumn[]; rows: readonly ValueBoardRow[]; sort: SortState }

/** A row's key: the player, or the player and club for one who played for two clubs (so links can share one href template). */
function rowKeys(rows: readonly ValueBoardRow[]): (row: ValueBoardRow) => string {
  const seen = new Map<string, number>()
  for (const row of rows) seen.set(row.player_id, (seen.get(row.player_id) ?? 0) + 1)
  return (row) => ((seen.get(row.player_id) ?? 0) > 1 ? `${row.player_id}-${row.team}` : row.player_id)
}

/**
 * A board as a server-rendered table: the name (to the player's season page) pinned, the club,
 * then the board's columns, whose headers re-sort through the URL; the sort column is tinted and,
 * on phones, follows the name.
 */
export function ValueBoardTable({ caption, side, season, columns, rows, sort }: Props) {
  const table: Column<ValueBoardRow>[] = [
    { key: 'player', header: '選手', rowHeader: true, render: (row) => row.name, link: (row) => valuePlayerHref(row.player_id, side, season) },
    { key: 'team', header: '球団', render: (row) => teamName(row.team), link: (row) => valueTeamHref(row.team) },
    ...columns.map(
      (column): Column<ValueBoardRow> => ({
        key: column.key,
        header: column.label,
        align: 'right',
        render: column.print,
        ...(column.glossary ? { glossary: column.glossary } : {}),
        headerCell: (className, mark) => (
          <SortHeader column={{ key: column.key, label: column.label, format: 'count', glossary: column.glossary ?? { key: column.key } }} sort={sort} className={className} mark={mark} />
        ),
      }),
    ),
  ]
  return (
    <DataTable<ValueBoardRow>
      caption={caption}
      columns={table}
      rows={rows}
      rowKey={rowKeys(rows)}
      leading={2}
      phoneLead={[sort.key]}
      highlight={sort.key}
      density="compact"
    />
  )
}
