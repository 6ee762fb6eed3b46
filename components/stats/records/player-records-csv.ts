import { toCsv } from '@/lib/domain/format/csv'
import { roundHalfUp } from '@/lib/domain/format/round'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { SeasonRecords } from '@/lib/schemas/season-records'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { StatColumn } from './stat-columns'
import { statValue } from './stat-value'

/**
 * A spreadsheet sums and sorts numbers, not 「160 1/3」: an innings column becomes two numeric
 * columns, the innings as a decimal (160.333) and the exact outs (481).
 */
export function headerCells(column: StatColumn): string[] {
  return column.format === 'innings' ? [`${column.label}（小数）`, 'アウト数'] : [column.label]
}

export function valueCells(row: object, column: StatColumn): string[] {
  const value = statValue(row, column.key)
  if (column.format !== 'innings') return [formatStat(value, column.format)]
  if (value === null) return ['-', '-']
  const outs = roundHalfUp(value, 0)
  return [roundHalfUp(outs / 3, 3).toFixed(3), String(outs)]
}

/**
 * The view as a spreadsheet: the table's own columns and printed values (so .312 stays .312),
 * innings as numbers, one row per line of the view, a Japanese header row — after a notice line
 * when the data is the simulated league's.
 */
export function playerRecordsCsv(records: SeasonRecords, columns: readonly StatColumn[], notice: string | null = null): string {
  const header = ['順位', '選手', '球団', ...columns.flatMap(headerCells)]
  const lines = records.rows.map((row: SeasonRecords['rows'][number]) => [
    String(row.rank),
    row.name,
    TEAM_BY_CODE[row.team].shortName,
    ...columns.flatMap((column) => valueCells(row, column)),
  ])
  return toCsv([...(notice ? [[notice]] : []), header, ...lines])
}
