import { toCsv } from '@/lib/domain/format/csv'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { SeasonRecords } from '@/lib/schemas/season-records'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { StatColumn } from './stat-columns'
import { statValue } from './stat-value'

/**
 * The view as a spreadsheet: the table's own columns and printed values (so .312 stays .312, and
 * innings read 123 1/3), one row per line of the view, a Japanese header row — after a notice line
 * when the data is the simulated league's.
 */
export function playerRecordsCsv(records: SeasonRecords, columns: readonly StatColumn[], notice: string | null = null): string {
  const header = ['順位', '選手', '球団', ...columns.map((column) => column.label)]
  const lines = records.rows.map((row: SeasonRecords['rows'][number]) => [
    String(row.rank),
    row.name,
    TEAM_BY_CODE[row.team].shortName,
    ...columns.map((column) => formatStat(statValue(row, column.key), column.format)),
  ])
  return toCsv([...(notice ? [[notice]] : []), header, ...lines])
}
