import { headerCells, valueCells } from '@/components/stats/records/player-records-csv'
import { toCsv } from '@/lib/domain/format/csv'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { StatsExplorer } from '@/lib/schemas/stats-explorer'
import { explorerColumns } from './explorer-columns'

/**
 * The explorer's view as a spreadsheet: the table's columns and printed values (.312 stays
 * .312; innings as a decimal and exact outs, as the records CSV does), one row per line, after
 * a notice line on the simulated league. UTF-8 with a BOM (toCsv) so Excel reads the Japanese.
 */
export function explorerCsv(data: StatsExplorer, notice: string | null = null): string {
  const columns = explorerColumns(data.side, data.columns)
  const header = ['順位', '選手', '球団', ...columns.flatMap(headerCells)]
  const lines = data.rows.map((row) => [String(row.rank), row.name, TEAM_BY_CODE[row.team].shortName, ...columns.flatMap((column) => valueCells(row.values, column))])
  return toCsv([...(notice ? [[notice]] : []), header, ...lines])
}
