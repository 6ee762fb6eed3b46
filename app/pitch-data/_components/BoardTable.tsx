import { SortHeader, type SortState } from '@/components/stats/records/SortHeader'
import type { StatColumn } from '@/components/stats/records/stat-columns'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { playerViewHref } from '@/lib/domain/players/player-views'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import type { BoardColumn } from './board-columns'
import { printBoardValue } from './board-print'
import type { BoardSide } from './board-query'

type Props = { caption: string; side: BoardSide; season: number; columns: readonly BoardColumn[]; rows: readonly PitchBoardRow[]; sort: SortState }

const ANALYSIS = { pitching: 'pitch-analysis', batting: 'batting-analysis' } as const

/** The sort header reads a column's key and label; RV/100's signed two decimals are a two-decimal format to it. */
const headerColumn = ({ key, label, glossary, format }: BoardColumn): StatColumn => ({ key, label, glossary, format: format === 'signed2' ? 'decimal2' : format })

/** A row's key: the player, or the player and club for one who played for two clubs that season. */
export function boardRowKeys(rows: readonly PitchBoardRow[]): (row: PitchBoardRow) => string {
  const seen = new Map<string, number>()
  for (const row of rows) seen.set(row.playerId, (seen.get(row.playerId) ?? 0) + 1)
  return (row) => ((seen.get(row.playerId) ?? 0) > 1 ? `${row.playerId}-${row.team}` : row.playerId)
}

/**
 * A board as a server-rendered table: the name (to the player's analysis page of the season)
 * pinned, the club (to its page), then the view's columns, whose headers re-sort through the URL;
 * the sort column is tinted and, on phones, follows the name.
 */
export function BoardTable({ caption, side, season, columns, rows, sort }: Props) {
  const table: Column<PitchBoardRow>[] = [
    { key: 'player', header: '選手', rowHeader: true, render: (row) => row.name, link: (row) => ({ href: playerViewHref(row.playerId, ANALYSIS[side], season) }) },
    { key: 'team', header: '球団', render: (row) => TEAM_BY_CODE[row.team].shortName, link: (row) => ({ href: `/teams/${row.team}/info` }) },
    ...columns.map(
      (column): Column<PitchBoardRow> => ({
        key: column.key,
        header: column.label,
        align: 'right',
        render: (row) => printBoardValue(column.value(row), column.format),
        glossary: column.glossary,
        headerCell: (className, mark) => <SortHeader column={headerColumn(column)} sort={sort} className={className} mark={mark} />,
      }),
    ),
  ]
  return (
    <DataTable<PitchBoardRow>
      caption={caption}
      columns={table}
      rows={rows}
      rowKey={boardRowKeys(rows)}
      leading={2}
      phoneLead={[sort.key]}
      highlight={sort.key}
      density="compact"
    />
  )
}
