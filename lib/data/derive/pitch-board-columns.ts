import 'server-only'
import { ATTACK_ZONES, type AttackZone } from '@/lib/domain/pitch-metrics/attack-zone'
import type { BoardLineTally, ZoneLine } from '@/lib/domain/pitch-metrics/board-line'
import type { BoardTally } from '@/lib/domain/pitch-metrics/board-rates'

/** The tally's fields and their columns in pitch_board_lines. */
const TALLY: readonly (readonly [keyof BoardTally, string])[] = [
  ['pitches', 'pitches'], ['swings', 'swings'], ['whiffs', 'whiffs'], ['calledStrikes', 'called_strikes'], ['located', 'located'],
  ['zonePitches', 'zone_pitches'], ['chasePitches', 'chase_pitches'], ['chaseSwings', 'chase_swings'], ['twoStrikePitches', 'two_strike_pitches'],
  ['putAways', 'put_aways'], ['plateAppearances', 'plate_appearances'], ['firstPitches', 'first_pitches'],
  ['firstPitchStrikes', 'first_pitch_strikes'], ['firstPitchSwings', 'first_pitch_swings'],
]
const ZONE: readonly (readonly [keyof ZoneLine, string, 'INTEGER' | 'REAL'])[] = [
  ['pitches', 'pitches', 'INTEGER'], ['swings', 'swings', 'INTEGER'], ['swingRuns', 'swing_runs', 'REAL'], ['takeRuns', 'take_runs', 'REAL'],
]
const zoneColumn = (zone: AttackZone, column: string) => `az_${zone}_${column}`

/** pitch_board_lines' measure columns after its key (season, side, player_id, team, type), in order. */
export const BOARD_LINE_COLUMNS: readonly (readonly [column: string, type: 'INTEGER' | 'REAL'])[] = [
  ...TALLY.map(([, column]) => [column, 'INTEGER'] as const),
  ['at_bats', 'INTEGER'], ['hits', 'INTEGER'], ['total_bases', 'INTEGER'],
  ['speed_sum', 'REAL'], ['speeds', 'INTEGER'], ['max_speed', 'INTEGER'], ['outcome_runs', 'REAL'],
  ...ATTACK_ZONES.flatMap((zone) => ZONE.map(([, column, type]) => [zoneColumn(zone, column), type] as const)),
]

/** A line's values in BOARD_LINE_COLUMNS order. */
export function lineValues(line: BoardLineTally): (number | null)[] {
  return [
    ...TALLY.map(([key]) => line.tally[key]),
    line.atBats, line.hits, line.totalBases, line.speedSum, line.speeds, line.maxSpeed, line.outcomeRuns,
    ...ATTACK_ZONES.flatMap((zone) => ZONE.map(([key]) => line.zones[zone][key])),
  ]
}

export type StoredLineRow = Record<string, string | number | null>

const num = (row: StoredLineRow, column: string): number => Number(row[column] ?? 0)

/** A stored row back as the line it was written from. */
export function lineFromRow(row: StoredLineRow): BoardLineTally {
  return {
    tally: Object.fromEntries(TALLY.map(([key, column]) => [key, num(row, column)])) as BoardTally,
    atBats: num(row, 'at_bats'), hits: num(row, 'hits'), totalBases: num(row, 'total_bases'),
    speedSum: num(row, 'speed_sum'), speeds: num(row, 'speeds'), maxSpeed: row.max_speed === null || row.max_speed === undefined ? null : num(row, 'max_speed'),
    outcomeRuns: num(row, 'outcome_runs'),
    zones: Object.fromEntries(ATTACK_ZONES.map((zone) => [zone, Object.fromEntries(ZONE.map(([key, column]) => [key, num(row, zoneColumn(zone, column))]))])) as Record<AttackZone, ZoneLine>,
  }
}
