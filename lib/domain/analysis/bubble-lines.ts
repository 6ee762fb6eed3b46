import { combineBattingLines, combinePitchingLines } from '@/lib/domain/stats/combine-stat-lines'
import { TEAM_BY_CODE, TEAM_CODES, type TeamCode } from '@/lib/domain/teams/teams'
import type { StatBattingLine, StatPitchingLine } from '@/lib/schemas/stat-lines'
import type { BubbleLine } from './bubble-series'

/** One side's season lines, as the stat lines loader gives them. */
export type SideLines = { side: 'batting'; lines: readonly StatBattingLine[] } | { side: 'pitching'; lines: readonly StatPitchingLine[] }

/** A club's standing as the chart reads it (lib/schemas/standings.ts). */
export type ClubStanding = {
  team: TeamCode
  win: number
  lose: number
  draw: number
  winning_percentage: number | null
  pythagorean_wp: number | null
  runs_scored: number
  runs_allowed: number
}

/**
 * The lines summed under one key each (combine-stat-lines.ts treats the key as the player):
 * counts summed, AVG … ERA recomputed from the sums, wOBA, wRC+ and FIP weighted by their
 * denominators, so that each line keeps its own league's weights and constant.
 */
function combineBy(group: SideLines, keyOf: (line: { team: TeamCode }) => string): Array<Record<string, unknown> & { player_id: string }> {
  if (group.side === 'batting') return combineBattingLines(group.lines.map((line) => ({ ...line, player_id: keyOf(line) })))
  return combinePitchingLines(group.lines.map((line) => ({ ...line, player_id: keyOf(line) })))
}

/**
 * The league's line: every line of the scope summed, so its rates are the league's (league OPS
 * is the OPS of the league's sums, not the mean of the players'). Null without lines.
 */
export function leagueLine(group: SideLines): Readonly<Record<string, unknown>> | null {
  return combineBy(group, () => 'league')[0] ?? null
}

/**
 * Each club's line from its players' (a traded player counts for each club he played for), with
 * the club's standing and run difference beside it. Clubs in the listing order; a club without
 * lines is left out, a club without a standing has none of its values.
 */
export function clubLines(group: SideLines, standings: readonly ClubStanding[]): BubbleLine[] {
  const lines = new Map(combineBy(group, (line) => line.team).map((line) => [line.player_id, line]))
  const standingOf = new Map(standings.map((row) => [row.team, row]))
  return TEAM_CODES.flatMap((team) => {
    const line = lines.get(team)
    if (!line) return []
    const standing = standingOf.get(team)
    const extra = standing ? { ...standing, run_diff: standing.runs_scored - standing.runs_allowed } : {}
    return [{ id: team, name: TEAM_BY_CODE[team].shortName, team, values: { ...line, ...extra } }]
  })
}

/** Each player's line for a club as a bubble line: his id and name, that club. */
export function playerLines(group: SideLines): BubbleLine[] {
  const lines: ReadonlyArray<StatBattingLine | StatPitchingLine> = group.lines
  return lines.map((line) => ({ id: line.player_id, name: line.name, team: line.team, values: line }))
}
