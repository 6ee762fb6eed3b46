import type { League, TeamCode } from '@/lib/domain/teams/teams'
import { pitchingRuns } from './player-value'
import { awardPosition, type AwardPosition, type FieldPosition } from './positions'

type Keyed = { playerId: string; team: TeamCode; league: League }

/** One club's season line as the read model holds it (regular season only). */
export type BattingRow = Keyed & {
  g: number; pa: number; ab: number; h: number; hr: number; rbi: number; sb: number; bb: number; hbp: number; sf: number
  /** wRAA: batting runs above the league average. */
  wraa: number | null
}
export type PitchingRow = Keyed & {
  g: number; gs: number; w: number; l: number; sv: number; hld: number; hp: number; cg: number; outs: number; so: number; er: number
  fip: number | null
  leagueEra: number | null
}
/** Games and chances at one position; DH rows carry games only. */
export type FieldingRow = Keyed & { position: FieldPosition; g: number; outs: number; po: number; a: number; e: number }
/** Steal attempts against a catcher. */
export type CatchingRow = Keyed & { sb: number; cs: number }

/**
 * A player's season in one league. Titles are per league, so a player traded within his league
 * has his clubs' lines added up, and one traded across leagues has a line in each. `teams` are
 * ordered by playing time; `teamGames` is the most games any of his clubs played (the
 * qualification base — NPB uses the last club's, which the season line cannot tell apart).
 */
type Combined = { playerId: string; league: League; teams: TeamCode[]; teamGames: number }
export type BattingSeason = Combined & Omit<BattingRow, keyof Keyed>
export type PitchingSeason = Combined & Omit<PitchingRow, keyof Keyed | 'fip' | 'leagueEra'> & {
  /** FIP-based runs above average, summed over clubs (null when no club's FIP is known). */
  runs: number | null
  /** The FIP of the combined line is not stored; with one club it is that club's FIP. */
  fip: number | null
}
export type FieldingSeason = Combined & { position: AwardPosition; g: number; outs: number; po: number; a: number; e: number; sb: number; cs: number }

export type TeamGames = ReadonlyMap<TeamCode, number>

function groups<T extends Keyed>(rows: readonly T[], extra: (row: T) => string = () => ''): T[][] {
  const map = new Map<string, T[]>()
  for (const row of rows) {
    const key = `${row.playerId}|${row.league}|${extra(row)}`
    map.set(key, [...(map.get(key) ?? []), row])
  }
  return [...map.values()]
}

function sum<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((total, row) => total + value(row), 0)
}

/** null only when every part is null: an unknown part of a known whole is left out. */
function sumKnown<T>(rows: readonly T[], value: (row: T) => number | null): number | null {
  const known = rows.map(value).filter((x): x is number => x !== null)
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0)
}

function combined<T extends Keyed>(rows: readonly T[], weight: (row: T) => number, teamGames: TeamGames): Combined {
  const [first] = rows
  if (!first) throw new Error('combined: no rows')
  const teams = [...rows].sort((a, b) => weight(b) - weight(a)).map((row) => row.team)
  return { playerId: first.playerId, league: first.league, teams: [...new Set(teams)], teamGames: Math.max(0, ...teams.map((team) => teamGames.get(team) ?? 0)) }
}

export function combineBatting(rows: readonly BattingRow[], teamGames: TeamGames): BattingSeason[] {
  return groups(rows).map((lines) => ({
    ...combined(lines, (row) => row.pa, teamGames),
    g: sum(lines, (r) => r.g), pa: sum(lines, (r) => r.pa), ab: sum(lines, (r) => r.ab), h: sum(lines, (r) => r.h),
    hr: sum(lines, (r) => r.hr), rbi: sum(lines, (r) => r.rbi), sb: sum(lines, (r) => r.sb), bb: sum(lines, (r) => r.bb),
    hbp: sum(lines, (r) => r.hbp), sf: sum(lines, (r) => r.sf), wraa: sumKnown(lines, (r) => r.wraa),
  }))
}

export function combinePitching(rows: readonly PitchingRow[], teamGames: TeamGames): PitchingSeason[] {
  return groups(rows).map((lines) => ({
    ...combined(lines, (row) => row.outs, teamGames),
    g: sum(lines, (r) => r.g), gs: sum(lines, (r) => r.gs), w: sum(lines, (r) => r.w), l: sum(lines, (r) => r.l),
    sv: sum(lines, (r) => r.sv), hld: sum(lines, (r) => r.hld), hp: sum(lines, (r) => r.hp), cg: sum(lines, (r) => r.cg),
    outs: sum(lines, (r) => r.outs), so: sum(lines, (r) => r.so), er: sum(lines, (r) => r.er),
    runs: sumKnown(lines, pitchingRuns),
    fip: lines.length === 1 ? (lines[0]?.fip ?? null) : null,
  }))
}

/** Fielding per award position (LF, CF and RF pooled as 外野手), with steal attempts against catchers. */
export function combineFielding(rows: readonly FieldingRow[], catching: readonly CatchingRow[], teamGames: TeamGames): FieldingSeason[] {
  return groups(rows, (row) => awardPosition(row.position)).map((lines) => {
    const base = combined(lines, (row) => row.g, teamGames)
    const position = awardPosition(lines[0]?.position ?? 'DH')
    const steals = position === 'C' ? catching.filter((c) => c.playerId === base.playerId && c.league === base.league) : []
    return {
      ...base, position,
      g: sum(lines, (r) => r.g), outs: sum(lines, (r) => r.outs), po: sum(lines, (r) => r.po), a: sum(lines, (r) => r.a),
      e: sum(lines, (r) => r.e), sb: sum(steals, (r) => r.sb), cs: sum(steals, (r) => r.cs),
    }
  })
}
