import type { TeamCode } from '@/lib/domain/teams/teams'
import { countCell, csvRows, decimalCell, textCell, type CsvRow } from './csv-table'
import { normaliseName } from './normalise-name'
import { teamCell } from './team-cell'

/** A player's season batting line exactly as NPB published it: what our derived lines must reproduce. */
export type OfficialBattingLine = {
  playerId: string | null
  name: string
  team: TeamCode
  g: number
  pa: number
  ab: number
  r: number
  h: number
  doubles: number
  triples: number
  hr: number
  tb: number
  rbi: number
  sb: number
  cs: number
  sh: number
  sf: number
  bb: number
  ibb: number
  hbp: number
  so: number
  gidp: number
  /** Null without an at-bat: the tables print .000 there, which is no average at all. */
  avg: number | null
}

function battingLine(row: CsvRow, team: TeamCode): OfficialBattingLine {
  const count = (column: string) => countCell(row, column)
  const ab = count('AB')
  return {
    playerId: null,
    name: normaliseName(textCell(row, 'Player')),
    team,
    g: count('G'),
    pa: count('PA'),
    ab,
    r: count('R'),
    h: count('H'),
    doubles: count('2B'),
    triples: count('3B'),
    hr: count('HR'),
    tb: count('TB'),
    rbi: count('RBI'),
    sb: count('SB'),
    cs: count('CS'),
    sh: count('SH'),
    sf: count('SF'),
    bb: count('BB'),
    ibb: count('IBB'),
    hbp: count('HP'),
    so: count('SO'),
    gidp: count('GDP'),
    avg: ab === 0 ? null : decimalCell(row, 'AVG'),
  }
}

/** Rows of a chrisj117 StatsRawB* file (player ids are joined later, from the roster). */
export function parseOfficialBatting(text: string, file: string): OfficialBattingLine[] {
  return csvRows(text, file).flatMap((row) => {
    const team = teamCell(row)
    return team ? [battingLine(row, team)] : []
  })
}
