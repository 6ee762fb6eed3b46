import type { LineupPosition, Position } from '@/lib/domain/simulation/ratings'

/** A hitter's starts at one position in the season, with his mean batting-order slot in them. */
export type StartRow = { playerId: string; position: string; starts: number; order: number }
/** A hitter's season: his PA for the club and his roster position (null where the source has none). */
export type HitterRow = { playerId: string; pa: number; position: string | null }
/** A pitcher's season for the club: games, starts, saves and holds. */
export type ArmRow = { playerId: string; g: number; gs: number; sv: number; hld: number }

export type LineupPick = {
  slots: Array<{ playerId: string; position: LineupPosition }>
  bench: string[]
  /** Whether every position came from the source's starts; otherwise some were filled by roster group and PA. */
  positionsKnown: boolean
}
export type StaffPick = { rotation: string[]; starter: string; relievers: string[] }

export const FIELD_POSITIONS: readonly Position[] = ['C', '1B', '2B', '3B', 'SS', 'LF', 'CF', 'RF']
const BENCH_SIZE = 6
const ROTATION_SIZE = 6
const BULLPEN_SIZE = 8
/** Fewer than this and the engine's manager runs out of arms: rotation men fill in. */
const MIN_BULLPEN = 3

/** npb.jp's rosters name groups (IF, OF), not positions: a group fits any of its positions. */
const GROUPS: Readonly<Record<string, readonly Position[]>> = { IF: ['1B', '2B', '3B', 'SS'], OF: ['LF', 'CF', 'RF'] }
const fitsGroup = (rosterPosition: string | null, position: Position) => rosterPosition !== null && (GROUPS[rosterPosition] ?? []).includes(position)

const byId = (a: { playerId: string }, b: { playerId: string }) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0)

/**
 * The club's usual lineup: each position (DH when the home club's league uses it) goes to the
 * hitter with the most starts there, greedily from the largest start count down; a position
 * nobody started at (a source without positions) goes to the hitter with the most PA, his roster
 * position (or its group: 内野手, 外野手) first. The order is by each man's mean batting-order slot in his starts (hitters
 * without starts bat last, by PA); the bench is the next six by PA, a catcher first.
 */
export function pickLineup(starts: readonly StartRow[], hitters: readonly HitterRow[], useDh: boolean): LineupPick | null {
  const positions: Position[] = useDh ? [...FIELD_POSITIONS, 'DH'] : [...FIELD_POSITIONS]
  const taken = new Map<Position, string>()
  const chosen = new Set<string>()
  const assign = (position: Position, playerId: string) => {
    taken.set(position, playerId)
    chosen.add(playerId)
  }
  const ranked = [...starts].filter((row) => (positions as readonly string[]).includes(row.position)).sort((a, b) => b.starts - a.starts || byId(a, b))
  for (const row of ranked) {
    const position = row.position as Position
    if (!taken.has(position) && !chosen.has(row.playerId)) assign(position, row.playerId)
  }
  const byPa = [...hitters].sort((a, b) => b.pa - a.pa || byId(a, b))
  const positionsKnown = positions.every((position) => taken.has(position))
  const open = (row: HitterRow) => !chosen.has(row.playerId)
  for (const position of positions) {
    if (taken.has(position)) continue
    const fill = byPa.find((row) => open(row) && row.position === position) ?? byPa.find((row) => open(row) && fitsGroup(row.position, position)) ?? byPa.find(open)
    if (!fill) return null
    assign(position, fill.playerId)
  }
  const meanOrder = (playerId: string) => {
    const rows = starts.filter((row) => row.playerId === playerId)
    const total = rows.reduce((sum, row) => sum + row.starts, 0)
    const rank = byPa.findIndex((row) => row.playerId === playerId)
    return total > 0 ? rows.reduce((sum, row) => sum + row.order * row.starts, 0) / total : 10 + (rank < 0 ? byPa.length : rank)
  }
  const slots = positions
    .map((position) => ({ playerId: taken.get(position) ?? '', position: position as LineupPosition }))
    .sort((a, b) => meanOrder(a.playerId) - meanOrder(b.playerId) || byId(a, b))
  const rest = byPa.filter((row) => !chosen.has(row.playerId))
  const catcher = rest.find((row) => row.position === 'C')
  const bench = [...(catcher ? [catcher] : []), ...rest.filter((row) => row !== catcher)].slice(0, BENCH_SIZE).map((row) => row.playerId)
  return { slots, bench, positionsKnown }
}

/**
 * The rotation is the six with the most starts; the starter the one asked for if he is in it, else
 * its first. The bullpen is ordered as the engine's manager trusts it (game.ts: closer first): by
 * saves, then holds, then games.
 */
export function pickStaff(arms: readonly ArmRow[], starterId: string | null): StaffPick | null {
  const rotation = arms.filter((arm) => arm.gs > 0).sort((a, b) => b.gs - a.gs || byId(a, b)).slice(0, ROTATION_SIZE).map((arm) => arm.playerId)
  const fallback = [...arms].sort((a, b) => b.g - a.g || byId(a, b))[0]
  const starter = starterId !== null && rotation.includes(starterId) ? starterId : rotation[0] ?? fallback?.playerId
  if (starter === undefined) return null
  const bullpen = arms
    .filter((arm) => !rotation.includes(arm.playerId) && arm.playerId !== starter)
    .sort((a, b) => b.sv - a.sv || b.hld - a.hld || b.g - a.g || byId(a, b))
    .slice(0, BULLPEN_SIZE)
    .map((arm) => arm.playerId)
  const spare = rotation.filter((id) => id !== starter && !bullpen.includes(id))
  const relievers = bullpen.length >= MIN_BULLPEN ? bullpen : [...bullpen, ...spare].slice(0, MIN_BULLPEN)
  return { rotation: rotation.length > 0 ? rotation : [starter], starter, relievers }
}
