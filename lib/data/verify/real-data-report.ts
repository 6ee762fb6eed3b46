import 'server-only'
import Database from 'better-sqlite3'
import { readOfficialBatting } from '@/lib/data/sources/reference/read-official-batting'
import { readOfficialPitching } from '@/lib/data/sources/reference/read-official-pitching'
import { compareField, joinByRomaji, lineKey, unmatchedLines, type FieldAgreement, type OfficialLine, type StatLine } from '@/lib/domain/verify/field-agreement'
import { seasonPlayers } from './season-players'
import { BATTING_FIELDS, PITCHING_FIELDS, QUALIFYING } from '@/lib/domain/verify/stat-fields'

export type TableReport = {
  season: number
  type: 'batting' | 'pitching'
  /** Official lines, and how many of them could be joined to an npb.jp id. */
  lines: number
  joined: number
  qualified: number
  fields: FieldAgreement[]
  /** Lines of ours that no official line matches. */
  unmatched: string[]
}

function ourLines(db: Database.Database, table: string, season: number): Map<string, StatLine> {
  const rows = db.prepare<[number], StatLine & { player_id: string; team: string }>(`SELECT * FROM ${table} WHERE season = ?`).all(season)
  return new Map(rows.map((row) => [lineKey(row.player_id, row.team), row]))
}

/** A club-table total, for a field the source gives per club only: the player lines then hold '-'. */
function clubTotal(db: Database.Database, table: string, key: string, season: number): number {
  return db.prepare<[number], { n: number | null }>(`SELECT SUM(${key}) AS n FROM ${table} WHERE season = ?`).get(season)?.n ?? 0
}

/** Every official batting and pitching line of the seasons, field by field, against the database at `path`. */
export function realDataReport(path: string, dir: string, seasons: readonly number[]): TableReport[] {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  try {
    return seasons.flatMap((season): TableReport[] => {
      const batting = readOfficialBatting(season, dir)
      const pitching = readOfficialPitching(season, dir)
      const tables = [
        { type: 'batting' as const, table: 'player_season_batting', official: batting, fields: BATTING_FIELDS, qualifies: (line: OfficialLine) => Number(line.pa) >= QUALIFYING.pa },
        { type: 'pitching' as const, table: 'player_season_pitching', official: pitching, fields: PITCHING_FIELDS, qualifies: (line: OfficialLine) => Number(line.outs) >= QUALIFYING.outs },
      ]
      return tables.map(({ type, table, official, fields, qualifies }) => {
        const lines = joinByRomaji<OfficialLine>(official.lines, seasonPlayers(db, season))
        const ours = ourLines(db, table, season)
        return {
          season, type, lines: lines.length, joined: lines.filter((line) => line.playerId !== null).length, qualified: lines.filter(qualifies).length,
          fields: fields.map((field) => {
            const agreement = compareField(lines, ours, field, qualifies)
            return agreement.unsourced > 0 ? { ...agreement, oursTotal: clubTotal(db, `team_season_${type}`, field.key, season) } : agreement
          }),
          unmatched: unmatchedLines(lines, ours),
        }
      })
    })
  } finally {
    db.close()
  }
}
