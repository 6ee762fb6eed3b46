import 'server-only'
import type { Db } from '@/lib/data/db'
import { standingsFrom } from '@/lib/data/loaders/get-standings'
import { statLinesFrom } from '@/lib/data/loaders/stat-lines/get-stat-lines'
import { clubLines, leagueLine, playerLines, type ClubStanding, type SideLines } from '@/lib/domain/analysis/bubble-lines'
import type { BubbleScope } from '@/lib/domain/analysis/bubble-metrics'
import type { QualifierLine } from '@/lib/domain/analysis/bubble-qualifier'
import type { BubbleLine } from '@/lib/domain/analysis/bubble-series'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { StatSide } from '@/lib/schemas/stat-lines'
import type { StandingsRow } from '@/lib/schemas/standings'

/** A line with what the qualifier reads (clubs are always drawn: their `qualifier` is null). */
export type SourceLine = BubbleLine & { qualifier: QualifierLine | null }

/**
 * Everything a scope, side, season and league's charts draw from, whatever the metrics: the
 * lines, the league's own line (the rate guides) and the last game counted.
 */
export type BubbleSource = { lines: SourceLine[]; league: Readonly<Record<string, unknown>> | null; through: string | null }

const standingOf = (row: StandingsRow): ClubStanding => ({
  team: row.team,
  win: row.win,
  lose: row.lose,
  draw: row.draw,
  winning_percentage: row.winning_percentage,
  pythagorean_wp: row.pythagorean_wp,
  runs_scored: row.runs_scored,
  runs_allowed: row.runs_allowed,
})

/**
 * The season lines of a side (the records pages' own, lib/data/loaders/stat-lines), in a league
 * or both, and the standings for clubs' records and games. Null for a season without games.
 */
export function bubbleSourceFrom(db: Db, scope: BubbleScope, side: StatSide, season: number, league: LeagueScope): BubbleSource | null {
  const stat = statLinesFrom(db, { side, from: season, to: season, filter: {}, ...(league === 'npb' ? {} : { league }) })
  if (!stat) return null
  const group: SideLines = stat.side === 'batting' ? { side: 'batting', lines: stat.lines } : { side: 'pitching', lines: stat.lines }
  const standings = standingsFrom(db, season)
  const rows = standings ? [...standings.central_league, ...standings.pacific_league] : []
  const gamesOf = new Map(rows.map((row) => [row.team, row.games]))
  const lines: SourceLine[] =
    scope === 'teams'
      ? clubLines(group, rows.map(standingOf)).map((line) => ({ ...line, qualifier: null }))
      : playerLines(group).map((line) => {
          const measure = Number(line.values[side === 'batting' ? 'pa' : 'outs'] ?? 0)
          return { ...line, qualifier: { measure, qualified: line.values.qualified === true, clubGames: gamesOf.get(line.team) ?? 0 } }
        })
  return { lines, league: leagueLine(group), through: stat.through }
}
