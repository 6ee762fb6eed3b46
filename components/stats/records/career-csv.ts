import { toCsv } from '@/lib/domain/format/csv'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { PlayerCareer } from '@/lib/schemas/player-career'
import { careerRows } from './career-rows'
import { headerCells, valueCells } from './player-records-csv'
import type { StatColumn } from './stat-columns'

/**
 * A player's career table as a spreadsheet, as the page prints it: a row per season and club, a
 * split season's total (球団 「計」), the career total last (年度 「通算」), league-leading values
 * marked in a column of their own — after a notice line when the data is the simulated league's.
 */
export function careerCsv(name: string, career: PlayerCareer, columns: readonly StatColumn[], notice: string | null = null): string {
  const header = ['選手', '年度', '球団', '規定到達', 'リーグ1位', ...columns.flatMap(headerCells)]
  const lines = careerRows(career).map((row) => [
    name,
    String(row.season),
    row.team ? TEAM_BY_CODE[row.team].shortName : '計',
    row.qualified ? '○' : '',
    row.leads.join(' '),
    ...columns.flatMap((column) => valueCells(row.line, column)),
  ])
  lines.push([name, '通算', '', '', '', ...columns.flatMap((column) => valueCells(career.total, column))])
  return toCsv([...(notice ? [[notice]] : []), header, ...lines])
}
