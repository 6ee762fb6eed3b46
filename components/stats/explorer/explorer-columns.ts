import { statColumn, type StatColumn } from '@/components/stats/records/stat-columns'
import type { StatFormat } from '@/lib/domain/format/stat-format'
import { explorerKeys, isPitchKey } from '@/lib/domain/stats/explorer-columns'
import type { StatSide } from '@/lib/schemas/stat-lines'

/** A column the records pages do not show; its glossary entry is looked up by key (no mark where there is none yet). */
const column = (side: StatSide, key: string, label: string, format: StatFormat): StatColumn => ({ key, label, format, glossary: { key, side } })

const BATTED_BALL = (side: StatSide): StatColumn[] => [
  column(side, 'gb', 'ゴロ', 'count'),
  column(side, 'ld', 'ライナー', 'count'),
  column(side, 'fb', 'フライ', 'count'),
  column(side, 'pu', '内野フライ', 'count'),
  column(side, 'gb_pct', 'GB%', 'percent'),
  column(side, 'ld_pct', 'LD%', 'percent'),
  column(side, 'fb_pct', 'FB%', 'percent'),
  column(side, 'pu_pct', '内野フライ%', 'percent'),
]

/** Pitch-level columns (the pitch boards'), named as the players' 投球分析 / 打席分析 pages name them. */
const PITCH = (side: StatSide): StatColumn[] => [
  column(side, 'pitches', '球数', 'count'),
  column(side, 'pitches_per_pa', '球数/打席', 'decimal2'),
  column(side, 'swing_pct', 'スイング%', 'percent'),
  column(side, 'contact_pct', 'コンタクト%', 'percent'),
  column(side, 'chase_pct', 'チェイス%', 'percent'),
  column(side, 'whiff_pct', '空振り%', 'percent'),
  column(side, 'zone_pct', 'ゾーン%', 'percent'),
  column(side, 'csw_pct', 'CSW%', 'percent'),
  column(side, 'put_away_pct', '決め球%', 'percent'),
  column(side, 'first_pitch_swing_pct', '初球スイング%', 'percent'),
  column(side, 'first_pitch_strike_pct', '初球ストライク%', 'percent'),
  column(side, 'avg_speed', '平均球速', 'decimal1'),
  column(side, 'max_speed', '最速', 'integer'),
]

const byKey = (columns: readonly StatColumn[]) => new Map(columns.map((entry) => [entry.key, entry]))

const NEW: Readonly<Record<StatSide, ReadonlyMap<string, StatColumn>>> = {
  batting: byKey([...BATTED_BALL('batting'), ...PITCH('batting')]),
  pitching: byKey([
    ...BATTED_BALL('pitching'),
    column('pitching', 'k_bb_pct', 'K-BB%', 'percent'),
    column('pitching', 'babip', 'BABIP', 'rate3'),
    ...PITCH('pitching'),
  ]),
}

/** An explorer column by key: the records pages' column where they have one (same label, format, glossary), else the explorer's own. */
export function explorerColumn(side: StatSide, key: string): StatColumn | null {
  return statColumn(side, key) ?? NEW[side].get(key) ?? null
}

/** The columns for keys, unknown keys left out. */
export function explorerColumns(side: StatSide, keys: readonly string[]): StatColumn[] {
  return keys.flatMap((key) => {
    const found = explorerColumn(side, key)
    return found ? [found] : []
  })
}

/** Every column a side's chooser offers, in catalogue order. */
export function allExplorerColumns(side: StatSide): StatColumn[] {
  return explorerColumns(side, explorerKeys(side))
}

/** A chooser checkbox: the column's key and label, and whether it is a pitch-data column (one season, no split). */
export type ColumnOption = { key: string; label: string; pitch: boolean }

/** The chooser's checkboxes, computed on the server so that the column catalogue stays out of the browser's first load. */
export function columnOptions(side: StatSide): ColumnOption[] {
  return allExplorerColumns(side).map((column) => ({ key: column.key, label: column.label, pitch: isPitchKey(side, column.key) }))
}
