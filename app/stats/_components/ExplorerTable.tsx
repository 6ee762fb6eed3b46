import { explorerColumn, explorerColumns } from '@/components/stats/explorer/explorer-columns'
import { SortHeader, type SortState } from '@/components/stats/records/SortHeader'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { nextSort, type ExplorerView } from '@/lib/domain/stats/explorer-view'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { ExplorerRow, StatsExplorer } from '@/lib/schemas/stats-explorer'
import { explorerHref } from './explorer-href'

type Props = { data: StatsExplorer; view: ExplorerView; latest: number; caption: string }

/** Past this many lines (the 「すべて」 view) each row is sent lean: see ExplorerTable. */
export const LEAN_ROWS = 100

const valueOf = (row: ExplorerRow, key: string) => row.values[key] ?? null

/**
 * The explorer's table on the shared DataTable, so its lines travel as compact rows: the name
 * pinned (its link sent once as a template when every line is a different player), the rank, the
 * club, then the view's columns with sort links for headers. Up to LEAN_ROWS lines a phone also
 * gets the sort column next to the name, tinted, and the club links to its page; a longer view
 * (600 lines of 「すべて」) leaves those three out, which keeps its page within 400 kB. The same
 * component draws the server's first paint and a view refined in the browser.
 */
export function ExplorerTable({ data, view, latest, caption }: Props) {
  const lean = data.rows.length > LEAN_ROWS
  const columns = explorerColumns(data.side, data.columns)
  const sortColumn = explorerColumn(data.side, data.sort)
  const listed = columns.some((column) => column.key === data.sort)
  const stats = [...columns, ...(sortColumn && !listed && !lean ? [{ ...sortColumn, phoneOnly: true }] : [])]
  // A player with lines for two clubs (a trade) has two rows: then the row key needs the club, and each link its own href.
  const unique = new Set(data.rows.map((row) => row.player_id)).size === data.rows.length
  const sort: SortState = { key: data.sort, order: data.order, hrefFor: (key) => explorerHref(view, latest, nextSort(view, key)) }
  const table: Column<ExplorerRow>[] = [
    { key: 'player', header: '選手', rowHeader: true, render: (row) => row.name, link: (row) => ({ href: playerCareerHref(row.player_id, data.side, data.to) }) },
    { key: 'rank', header: '順位', align: 'right', render: (row) => row.rank },
    {
      key: 'team',
      header: '球団',
      align: 'right',
      render: (row) => TEAM_BY_CODE[row.team].shortName,
      ...(lean ? {} : { link: (row: ExplorerRow) => ({ href: `/teams/${row.team}/info` }) }),
    },
    ...stats.map(
      (stat): Column<ExplorerRow> => ({
        key: stat.key,
        header: stat.label,
        align: 'right',
        phoneOnly: 'phoneOnly' in stat,
        render: (row) => formatStat(valueOf(row, stat.key), stat.format),
        glossary: stat.glossary,
        headerCell: (className, mark) => <SortHeader column={stat} sort={sort} className={className} mark={mark} />,
      }),
    ),
  ]
  return (
    <DataTable<ExplorerRow>
      caption={caption}
      columns={table}
      rows={data.rows}
      rowKey={(row) => (unique ? row.player_id : `${row.player_id}-${row.team}`)}
      leading={3}
      density="compact"
      {...(lean ? {} : { phoneLead: [data.sort], highlight: data.sort })}
    />
  )
}
