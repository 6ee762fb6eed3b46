import type { TeamCode } from '@/lib/domain/teams/teams'
import { convertCell, type CsvRow } from './csv-table'
import { isNonNpbClub, resolveTeamCode } from './resolve-team-code'

/**
 * The row's club. Null means a farm club outside NPB (HAYATE, Oisix) whose rows the caller skips;
 * any other unknown name is an error, since silently dropping a club would skew every total.
 */
export function teamCell(row: CsvRow, column = 'Team'): TeamCode | null {
  return convertCell(row, column, (name) => {
    const team = resolveTeamCode(name)
    if (team || isNonNpbClub(name)) return team
    throw new Error(`unknown team "${name}"`)
  })
}
