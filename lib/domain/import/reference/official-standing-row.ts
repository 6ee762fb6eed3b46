import type { League, TeamCode } from '@/lib/domain/teams/teams'
import { convertCell, countCell, csvRows, decimalCell, hasColumn, type CsvRow } from './csv-table'
import { parseWinLossTie, type WinLossTie } from './parse-win-loss-tie'
import { ReferenceParseError } from './reference-parse-error'
import { teamCell } from './team-cell'

/** A club's final line in the official standings, with the splits npb.jp prints beside it. */
export type OfficialStandingRow = {
  team: TeamCode
  league: League
  g: number
  w: number
  l: number
  t: number
  pct: number
  /** Null for the leader, printed '--'. */
  gamesBehind: number | null
  runsScored?: number
  runsAllowed?: number
  home: WinLossTie
  road: WinLossTie
  /** Head-to-head; a club printed '--' (itself, or one not yet met mid-season) is absent. */
  vs: Partial<Record<TeamCode, WinLossTie>>
  /** Absent in 2020, the season without interleague play, and before a season's interleague starts. */
  interleague?: WinLossTie
}

/** The letters npb.jp's English standings use in their "vsX" headers. */
const OPPONENT_BY_LETTERS: Readonly<Record<string, TeamCode>> = {
  G: 'g', T: 't', DB: 'db', C: 'c', S: 's', D: 'd', H: 'h', F: 'f', M: 'm', E: 'e', B: 'bs', L: 'l',
}

/** Which column holds the record against which club, read once from the header. */
function opponentColumns(first: CsvRow): Array<{ column: string; team: TeamCode }> {
  return first.header.flatMap((column, index) => {
    const letters = /^vs\s*(\w+)$/i.exec(column.trim())?.[1]
    if (letters === undefined) return []
    const team = OPPONENT_BY_LETTERS[letters.toUpperCase()]
    if (!team) throw new ReferenceParseError({ file: first.file, line: first.headerLine, column: { index: index + 1, name: column } }, `unknown opponent "${letters}"`)
    return [{ column, team }]
  })
}

function record(row: CsvRow, column: string): WinLossTie {
  return convertCell(row, column, (value) => {
    const parsed = parseWinLossTie(value)
    if (!parsed) throw new Error(`expected wins-losses(ties), got "${value}"`)
    return parsed
  })
}

function standingRow(row: CsvRow, team: TeamCode, league: League, opponents: ReturnType<typeof opponentColumns>): OfficialStandingRow {
  const interleague = hasColumn(row, 'Int') ? convertCell(row, 'Int', parseWinLossTie) : null
  const vs: Partial<Record<TeamCode, WinLossTie>> = {}
  for (const { column, team: opponent } of opponents) {
    const split = convertCell(row, column, parseWinLossTie)
    if (split) vs[opponent] = split
  }
  return {
    team,
    league,
    g: countCell(row, 'G'),
    w: countCell(row, 'W'),
    l: countCell(row, 'L'),
    t: countCell(row, 'T'),
    pct: convertCell(row, 'PCT', (value) => {
      if (!/^\d*\.\d+$/.test(value)) throw new Error(`expected a winning percentage, got "${value}"`)
      return Number(value)
    }),
    gamesBehind: decimalCell(row, 'GB'),
    home: record(row, 'Home'),
    road: record(row, 'Road'),
    vs,
    ...(interleague ? { interleague } : {}),
  }
}

/** Rows of a chrisj117 StandingsRawC / StandingsRawP file, in the file's (ranking) order. */
export function parseOfficialStandings(text: string, file: string, league: League): OfficialStandingRow[] {
  const rows = csvRows(text, file)
  const opponents = rows[0] ? opponentColumns(rows[0]) : []
  return rows.map((row) => {
    const team = teamCell(row)
    if (!team) throw new ReferenceParseError({ file, line: row.line }, 'a club outside NPB in the first-team standings')
    return standingRow(row, team, league, opponents)
  })
}
