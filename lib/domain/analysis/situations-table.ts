import { PA_RESULTS } from '@/lib/domain/events'
import { battingRates, type BattingCounts, type BattingRates } from '@/lib/domain/stats/batting'
import { qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import { TEAM_BY_CODE, TEAM_CODES, type League } from '@/lib/domain/teams/teams'
import { tallyCounts } from './play-filter-aggregate'
import type { PlayBlock } from './play-filter-columns'
import type { PlaySide } from './play-filter-fields'
import { SITUATION_DEFINITIONS, UNKNOWN_SITUATION, type SituationFamily, type SituationRowDef } from './situations-families'
import { situationLeaders, situationMinimum } from './situations-leaders'

export type SituationLeader = { player_id: string; name: string; pa: number; ops: number; avg: number | null }

/** A situation's league line (for a pitcher's side, the batters' line against) with its RE24 from the side's view, the bar to lead it and its leaders. */
export type SituationLine = SituationRowDef & BattingCounts & BattingRates & { re24: number | null; minimum: number; leaders: SituationLeader[] }

export type SituationTable = {
  season: number
  side: PlaySide
  family: SituationFamily
  label: string
  /** False where the season's source never recorded the family's fact (no counts, no LI): no rows then. */
  available: boolean
  totalPa: number
  /** The most regular-season games a club played, and its 規定打席 (the leaders' bar is a share of it). */
  teamGames: number
  qualifyingPa: number
  rows: SituationLine[]
}

const RESULTS = PA_RESULTS.length

function teamGamesOf(block: PlayBlock): number {
  const games = new Map<string, number>()
  for (const game of block.games) for (const club of [game.home, game.away]) games.set(club, (games.get(club) ?? 0) + 1)
  return Math.max(0, ...games.values())
}

/**
 * One family's table for a season and side, optionally within one league of the side's clubs:
 * a line per situation row summed from the PAs (partition rows add up to `totalPa`), and the top
 * three players of the side in each row who reached its minimum (situations-leaders.ts).
 */
export function situationTable(block: PlayBlock, family: SituationFamily, side: PlaySide, league?: League): SituationTable {
  const definition = SITUATION_DEFINITIONS[family]
  const base = { season: block.season, side, family, label: definition.label, teamGames: teamGamesOf(block) }
  const qualifyingPa = qualifyingPlateAppearances(base.teamGames)
  if (definition.needs && !block.facts[definition.needs]) return { ...base, available: false, totalPa: 0, qualifyingPa, rows: [] }
  const defs = [...definition.rows(side), UNKNOWN_SITUATION]
  const rowOf = new Map(defs.map((row, index) => [row.key, index]))
  const unknown = defs.length - 1
  const c = block.columns
  const players = block.players.length
  const own = side === 'batting' ? { team: c.batTeam, player: c.batter } : { team: c.fieldTeam, player: c.pitcher }
  const clubs = league === undefined ? null : new Set(TEAM_CODES.flatMap((code, index) => (TEAM_BY_CODE[code].league === league ? [index] : [])))
  const rowTally = new Int32Array(defs.length * RESULTS)
  const playerTally = new Int32Array(defs.length * players * RESULTS)
  const re24 = new Float64Array(defs.length)
  const re24Pas = new Int32Array(defs.length)
  let totalPa = 0
  const add = (row: number, i: number) => {
    const result = c.result[i] ?? 0
    const player = own.player[i] ?? 0
    rowTally[row * RESULTS + result] = (rowTally[row * RESULTS + result] ?? 0) + 1
    const cell = (row * players + player) * RESULTS + result
    playerTally[cell] = (playerTally[cell] ?? 0) + 1
    const value = c.re24[i] ?? Number.NaN
    if (!Number.isNaN(value)) {
      re24[row] = (re24[row] ?? 0) + value
      re24Pas[row] = (re24Pas[row] ?? 0) + 1
    }
  }
  for (let i = 0; i < block.size; i++) {
    if (clubs !== null && !clubs.has(own.team[i] ?? -1)) continue
    totalPa += 1
    const key = definition.classify(c, i, side)
    add(key === null ? unknown : (rowOf.get(key) ?? unknown), i)
    for (const within of definition.within?.(c, i, side) ?? []) {
      const row = rowOf.get(within)
      if (row !== undefined) add(row, i)
    }
  }
  const sign = side === 'batting' ? 1 : -1
  const rows = defs.flatMap((def, row): SituationLine[] => {
    const counts = tallyCounts(rowTally.subarray(row * RESULTS, (row + 1) * RESULTS))
    if (row === unknown && counts.pa === 0) return []
    const rates = battingRates(counts)
    const minimum = situationMinimum({ situationPa: counts.pa, totalPa, qualifyingPa })
    const candidates = block.players.flatMap((player, index) => {
      const start = (row * players + index) * RESULTS
      const mine = tallyCounts(playerTally.subarray(start, start + RESULTS))
      if (mine.pa < minimum) return []
      const line = battingRates(mine)
      return [{ player_id: player.id, name: player.name, pa: mine.pa, ops: line.ops, avg: line.avg }]
    })
    const leaders = situationLeaders(candidates, side, minimum).map(({ player_id, name, pa, ops, avg }) => ({ player_id, name, pa, ops, avg }))
    return [{ ...def, ...counts, ...rates, re24: (re24Pas[row] ?? 0) === 0 ? null : sign * (re24[row] ?? 0) + 0, minimum, leaders }]
  })
  return { ...base, available: true, totalPa, qualifyingPa, rows }
}
