import type { PitchingCounts } from '@/lib/domain/stats/pitching'
import type { TeamCode } from '@/lib/domain/teams/teams'
import { cellAfter, convertCell, countCell, csvRows, decimalCell, hasColumn, textCell, type CsvRow } from './csv-table'
import { inningsToOuts } from './innings-to-outs'
import { normaliseName } from './normalise-name'
import { teamCell } from './team-cell'

/** A pitcher's season line as NPB published it, innings kept as outs. */
export type OfficialPitchingLine = PitchingCounts & {
  playerId: string | null
  name: string
  team: TeamCode
  g: number
  w: number
  l: number
  sv: number
  hld: number
  cg: number
  sho: number
  wp: number
  bk: number
  /** Null where the table prints '----' (no out recorded). */
  era: number | null
}

/** A pitcher who faced batters without getting anyone out: npb.jp prints '+', newer scrapes leave IP blank. */
const NO_OUT = new Set(['+', ''])

function pitchingLine(row: CsvRow, team: TeamCode): OfficialPitchingLine {
  const count = (column: string) => countCell(row, column)
  return {
    playerId: null,
    name: normaliseName(textCell(row, 'Pitcher')),
    team,
    g: count('G'),
    w: count('W'),
    l: count('L'),
    sv: count('SV'),
    // The farm leagues keep no holds, and their tables have no HLD column.
    hld: hasColumn(row, 'HLD') ? count('HLD') : 0,
    cg: count('CG'),
    sho: count('SHO'),
    bf: count('BF'),
    outs: convertCell(row, 'IP', (whole) => (NO_OUT.has(whole) ? 0 : inningsToOuts(whole, cellAfter(row, 'IP')))),
    h: count('H'),
    hr: count('HR'),
    bb: count('BB'),
    ibb: count('IBB'),
    hbp: count('HB'),
    so: count('SO'),
    wp: count('WP'),
    bk: count('BK'),
    r: count('R'),
    er: count('ER'),
    era: decimalCell(row, 'ERA'),
  }
}

/** Rows of a chrisj117 StatsRawP* file (player ids are joined later, from the roster). */
export function parseOfficialPitching(text: string, file: string): OfficialPitchingLine[] {
  return csvRows(text, file).flatMap((row) => {
    const team = teamCell(row)
    return team ? [pitchingLine(row, team)] : []
  })
}
