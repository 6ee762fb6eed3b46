import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import type { StatSide } from '@/lib/schemas/stat-lines'
import { TEAM_CODES } from '@/lib/domain/teams/team-codes'
import { columnsFromParam, type ExplorerCatalogue, type ExplorerPreset } from './explorer-presets'
import { BATTER_POSITIONS, PITCHER_ROLES } from './player-role'

/**
 * The stat explorer's columns: the stat-line keys (lib/schemas/stat-lines.ts) and the pitch-level
 * keys read from the pitch boards, grouped into presets. Labels and formats live beside the
 * table (components/stats/explorer/explorer-columns.ts); this file says which keys exist.
 */
export { EXPLORER_PRESET_LABELS, EXPLORER_PRESETS, MAX_CUSTOM_COLUMNS, type ExplorerCatalogue, type ExplorerPreset } from './explorer-presets'

const BATTED_BALL = ['gb', 'ld', 'fb', 'pu', 'gb_pct', 'ld_pct', 'fb_pct', 'pu_pct'] as const

const LINE_KEYS: Readonly<Record<StatSide, readonly string[]>> = {
  batting: [
    'g', 'pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp',
    'avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'k_pct', 'bb_pct', 'woba', 'wraa', 'wrc', 'wrc_plus', ...BATTED_BALL,
  ],
  pitching: [
    'g', 'gs', 'w', 'l', 'sv', 'hld', 'hp', 'cg', 'sho', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er',
    'era', 'whip', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct', 'k_bb_pct', 'fip', 'babip', ...BATTED_BALL,
  ],
}

/** Pitch-level keys and the pitch-board field each reads (PitchBoardRow); fractions stay fractions. */
const PITCH_FIELDS = {
  pitches: 'pitches',
  pitches_per_pa: 'pitchesPerPa',
  swing_pct: 'swingPct',
  contact_pct: 'contactPct',
  chase_pct: 'chasePct',
  whiff_pct: 'whiffPct',
  zone_pct: 'zonePct',
  csw_pct: 'cswPct',
  put_away_pct: 'putAwayPct',
  first_pitch_swing_pct: 'firstPitchSwingPct',
  first_pitch_strike_pct: 'firstPitchStrikePct',
  avg_speed: 'avgSpeedKmh',
  max_speed: 'maxSpeedKmh',
} as const satisfies Record<string, keyof PitchBoardRow>
export type PitchKey = keyof typeof PITCH_FIELDS

const PITCH_KEYS: Readonly<Record<StatSide, readonly PitchKey[]>> = {
  batting: ['pitches', 'pitches_per_pa', 'swing_pct', 'contact_pct', 'chase_pct', 'whiff_pct', 'zone_pct', 'first_pitch_swing_pct'],
  pitching: ['pitches', 'avg_speed', 'max_speed', 'whiff_pct', 'csw_pct', 'zone_pct', 'chase_pct', 'swing_pct', 'contact_pct', 'put_away_pct', 'first_pitch_strike_pct'],
}

const PRESETS: Readonly<Record<StatSide, Readonly<Record<ExplorerPreset, readonly string[]>>>> = {
  batting: {
    basic: ['g', 'pa', 'ab', 'r', 'h', 'hr', 'rbi', 'sb', 'bb', 'so', 'avg', 'obp', 'slg', 'ops'],
    detail: ['g', 'pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'tb', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp', 'avg'],
    saber: ['pa', 'avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'k_pct', 'bb_pct', 'woba', 'wraa', 'wrc', 'wrc_plus'],
    batted: ['pa', 'gb', 'ld', 'fb', 'pu', 'gb_pct', 'ld_pct', 'fb_pct', 'pu_pct', 'babip', 'iso', 'hr'],
    pitch: ['pa', 'k_pct', 'bb_pct', 'pitches_per_pa', 'swing_pct', 'contact_pct', 'chase_pct', 'whiff_pct', 'first_pitch_swing_pct'],
  },
  pitching: {
    basic: ['g', 'gs', 'w', 'l', 'sv', 'hld', 'hp', 'outs', 'so', 'era', 'whip'],
    detail: ['g', 'gs', 'cg', 'sho', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er', 'era'],
    saber: ['outs', 'era', 'fip', 'whip', 'k9', 'bb9', 'hr9', 'kbb', 'k_pct', 'bb_pct', 'k_bb_pct', 'babip'],
    batted: ['outs', 'bf', 'gb', 'ld', 'fb', 'pu', 'gb_pct', 'ld_pct', 'fb_pct', 'pu_pct', 'babip', 'hr9'],
    pitch: ['outs', 'k_pct', 'avg_speed', 'max_speed', 'whiff_pct', 'csw_pct', 'zone_pct', 'chase_pct', 'first_pitch_strike_pct'],
  },
}

/** Every column of a side, in the chooser's order: the line's own, then the pitch-level ones. */
export function explorerKeys(side: StatSide): readonly string[] {
  return [...LINE_KEYS[side], ...PITCH_KEYS[side]]
}

export function presetKeys(side: StatSide, preset: ExplorerPreset): readonly string[] {
  return PRESETS[side][preset]
}

export function isExplorerKey(side: StatSide, key: string): boolean {
  return LINE_KEYS[side].includes(key) || isPitchKey(side, key)
}

/** Every column sorts (counts and rates alike); the name and club do not. */
export const isSortableKey = isExplorerKey

export function isPitchKey(side: StatSide, key: string): key is PitchKey {
  return (PITCH_KEYS[side] as readonly string[]).includes(key)
}

/**
 * `?cols=avg,hr,ops`: the known keys in the order given, each once, at most MAX_CUSTOM_COLUMNS;
 * null when none is known (the preset then applies).
 *
 * @example parseColumnsParam('batting', 'hr,era,avg,hr') // ['hr', 'avg']
 */
export function parseColumnsParam(side: StatSide, raw: string | undefined): string[] | null {
  return columnsFromParam(raw, explorerKeys(side))
}

/** What a side's browser controls need to read a URL: its keys and presets (sent once, from the server). */
export function explorerCatalogue(side: StatSide): ExplorerCatalogue {
  return { keys: explorerKeys(side), presets: PRESETS[side], roles: side === 'batting' ? BATTER_POSITIONS : PITCHER_ROLES, teams: TEAM_CODES }
}

/** The pitch-level values of a line from its pitch-board row; all null without one (no pitch rows, a range, a split). */
export function pitchValues(side: StatSide, row: PitchBoardRow | undefined): Record<string, number | null> {
  return Object.fromEntries(PITCH_KEYS[side].map((key) => [key, row ? row[PITCH_FIELDS[key]] : null]))
}

/**
 * The records pages' rule (defaultOrder in lib/schemas/season-records.ts, restated so the
 * browser's column chooser needs no zod): pitching ERA, FIP, WHIP, BB/9, HR/9 and BB% rank
 * ascending, everything else descending.
 */
const ASCENDING_PITCHING: readonly string[] = ['era', 'fip', 'whip', 'bb9', 'hr9', 'bb_pct']

export function explorerDefaultOrder(side: StatSide, key: string): 'asc' | 'desc' {
  return side === 'pitching' && ASCENDING_PITCHING.includes(key) ? 'asc' : 'desc'
}

export function explorerDefaultSort(side: StatSide): string {
  return side === 'batting' ? 'avg' : 'era'
}
