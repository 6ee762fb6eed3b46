import 'server-only'
import { isPitchKey, pitchValues } from '@/lib/domain/stats/explorer-columns'
import { keepLines, pageOf, rankLines } from '@/lib/domain/stats/explorer-rows'
import { explorerColumnKeys, type ExplorerView } from '@/lib/domain/stats/explorer-view'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import type { StatLines } from '@/lib/schemas/stat-lines'
import type { ExplorerRow, PitchColumnState, PositionSource, StatsExplorer } from '@/lib/schemas/stats-explorer'
import { getPitchBoard } from '../pitch-boards/get-pitch-board'
import { getStatLines } from '../stat-lines/get-stat-lines'
import { getBatterPositions, getPitcherRoles } from './get-player-roles'

type Line = StatLines['lines'][number]
/** A line and its values by column key (its own and the pitch board's), with what keeping and ranking read. */
type Entry = Pick<Line, 'player_id' | 'team' | 'qualified'> & { line: Line; values: Readonly<Record<string, unknown>> }

const lineKey = (playerId: string, team: string) => `${playerId}-${team}`

/** The pitch board rows of the view's season, or why the pitch-level columns stay '-'. */
function pitchRows(view: ExplorerView, lines: StatLines, wanted: boolean): { state: PitchColumnState | null; rows: Map<string, PitchBoardRow> } {
  const none = new Map<string, PitchBoardRow>()
  if (!wanted) return { state: null, rows: none }
  if (view.from !== view.to || lines.level !== 'season') return { state: 'one-season-only', rows: none }
  const board = getPitchBoard(view.from, view.side, { minPitches: 0 })
  if (!board?.available) return { state: 'no-pitch-data', rows: none }
  return { state: 'shown', rows: new Map(board.rows.map((row) => [lineKey(row.playerId, row.team), row])) }
}

type RoleFilter = { keep: ((line: Line) => boolean) | null; source: PositionSource | null }

/** The position or role filter (none keeps everyone); a player the data cannot place is left out of any position. */
function roleFilter(view: ExplorerView): RoleFilter {
  if (view.pos === null) return { keep: null, source: null }
  if (view.side === 'pitching') {
    const roles = getPitcherRoles(view.from, view.to)
    return { keep: (line) => roles?.get(line.player_id) === view.pos, source: 'games' }
  }
  const batters = getBatterPositions(view.from, view.to)
  return { keep: (line) => batters?.positions.get(line.player_id) === view.pos, source: batters?.source ?? 'listed' }
}

const numberAt = (values: Readonly<Record<string, unknown>>, key: string): number | null => {
  const value = values[key]
  return typeof value === 'number' ? value : null
}

/**
 * The explorer's view: the lines of getStatLines for the side, seasons, split and club or league,
 * kept by qualifier, minimum and position, joined to the pitch board (one season, no split),
 * ranked by the sort column and cut to the page. Null without games in the range.
 */
export function getStatsExplorer(view: ExplorerView): StatsExplorer | null {
  const lines = getStatLines({ side: view.side, from: view.from, to: view.to, filter: view.filter, ...(view.team ? { team: view.team } : {}), ...(view.league ? { league: view.league } : {}) })
  if (!lines) return null
  const columns = [...explorerColumnKeys(view)]
  const pitch = pitchRows(view, lines, [...columns, view.sort].some((key) => isPitchKey(view.side, key)))
  const measure = ({ line }: Entry) => ('pa' in line ? line.pa : line.outs)
  const { keep, source } = roleFilter(view)
  const entries = lines.lines.map((line): Entry => ({
    line, player_id: line.player_id, team: line.team, qualified: line.qualified,
    values: pitch.state === null ? line : { ...line, ...pitchValues(view.side, pitch.rows.get(lineKey(line.player_id, line.team))) },
  }))
  const kept = keepLines(entries, {
    qualified: view.qualified,
    minimum: view.min === null ? null : view.side === 'pitching' ? view.min * 3 : view.min,
    measure,
    role: keep && ((entry) => keep(entry.line)),
  })
  const ranked = rankLines(kept, { value: (entry) => numberAt(entry.values, view.sort), order: view.order, measure })
  const shown = pageOf(ranked, view.per, view.page)
  const keys = columns.includes(view.sort) ? columns : [...columns, view.sort]
  const rows = shown.rows.map(({ line: { line, values }, rank }): ExplorerRow => ({
    rank, player_id: line.player_id, name: line.name, team: line.team, league: line.league, qualified: line.qualified,
    values: Object.fromEntries(keys.map((key) => [key, numberAt(values, key)])),
  }))
  return {
    side: view.side, from: lines.from, to: lines.to, level: lines.level, qualifier: lines.qualifier, through: lines.through,
    total: ranked.length, page: shown.page, per: view.per, sort: view.sort, order: view.order, columns, pitch: pitch.state, positions: source, rows,
  }
}
