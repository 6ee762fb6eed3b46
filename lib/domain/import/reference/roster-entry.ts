import type { TeamCode } from '@/lib/domain/teams/teams'
import { csvRows, hasColumn, textCell } from './csv-table'
import { normaliseName } from './normalise-name'
import { teamCell } from './team-cell'

/** A registered player with the npb.jp id that every other table joins on. */
export type RosterEntry = { playerId: string; name: string; team: TeamCode; uniformNumber: string }

const PLAYER_LINK = /npb\.jp\/bis\/(?:eng\/)?players\/(\d+)\.html/

/**
 * Rows of a chrisj117 raw_roster_data_en / _jp file. Managers have no Link, height or weight, so
 * their rows are shorter and their cells sit under the wrong headings: a row counts as a player
 * only when some cell holds an npb.jp player URL, and the id is read from that URL.
 */
export function parseRoster(text: string, file: string): RosterEntry[] {
  return csvRows(text, file).flatMap((row) => {
    const playerId = row.fields.map((field) => PLAYER_LINK.exec(field)?.[1]).find((id) => id !== undefined)
    if (playerId === undefined) return []
    const team = teamCell(row)
    const name = textCell(row, hasColumn(row, 'enPlayer') ? 'enPlayer' : 'jpPlayer')
    return team ? [{ playerId, name: normaliseName(name), team, uniformNumber: textCell(row, 'PlayerNum') }] : []
  })
}
