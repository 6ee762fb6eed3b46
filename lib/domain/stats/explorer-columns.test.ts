import { defaultOrder } from '@/lib/schemas/season-records'
import { statBattingLineSchema, statPitchingLineSchema } from '@/lib/schemas/stat-lines'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import {
  EXPLORER_PRESETS, explorerDefaultOrder, explorerKeys, isPitchKey, isSortableKey, MAX_CUSTOM_COLUMNS, parseColumnsParam, pitchValues, presetKeys,
} from './explorer-columns'

const SIDES = ['batting', 'pitching'] as const
const LINE_SHAPES = { batting: statBattingLineSchema.shape, pitching: statPitchingLineSchema.shape } as const

test('every preset lists columns of its side only, each once; 投球 holds the pitch-level rates the issue names', () => {
  for (const side of SIDES) {
    for (const preset of EXPLORER_PRESETS) {
      const keys = presetKeys(side, preset)
      expect([side, preset, keys.filter((key) => !explorerKeys(side).includes(key))]).toEqual([side, preset, []])
      expect(new Set(keys).size).toBe(keys.length)
    }
  }
  expect(presetKeys('batting', 'pitch')).toEqual(expect.arrayContaining(['pitches_per_pa', 'swing_pct', 'contact_pct', 'chase_pct', 'whiff_pct', 'first_pitch_swing_pct']))
  expect(presetKeys('pitching', 'pitch')).toEqual(expect.arrayContaining(['avg_speed', 'max_speed', 'whiff_pct', 'csw_pct', 'zone_pct', 'chase_pct', 'first_pitch_strike_pct']))
  expect(presetKeys('batting', 'batted')).toEqual(expect.arrayContaining(['gb_pct', 'ld_pct', 'fb_pct', 'pu_pct']))
  expect(presetKeys('pitching', 'saber')).toEqual(expect.arrayContaining(['k_bb_pct', 'babip', 'fip']))
})

test('a column is either a numeric field of the stat-lines DTO or a pitch-level key, never both', () => {
  for (const side of SIDES) {
    const shape: Record<string, unknown> = LINE_SHAPES[side]
    const stray = explorerKeys(side).filter((key) => !isPitchKey(side, key) && !(key in shape))
    expect([side, stray]).toEqual([side, []])
    expect(explorerKeys(side).filter((key) => isPitchKey(side, key) && key in shape)).toEqual([])
    expect(explorerKeys(side).every((key) => isSortableKey(side, key))).toBe(true)
  }
  for (const key of ['name', 'team', 'player_id', 'qualified', 'league']) expect(isSortableKey('batting', key)).toBe(false)
})

test('?cols= keeps the known keys of the side in the order given, once each, at most 20; none known is no custom set', () => {
  expect(parseColumnsParam('batting', 'hr,era,avg,hr, ops')).toEqual(['hr', 'avg', 'ops'])
  expect(parseColumnsParam('pitching', 'hr,era,avg')).toEqual(['hr', 'era'])
  expect(parseColumnsParam('batting', 'swing_pct,csw_pct')).toEqual(['swing_pct'])
  expect(parseColumnsParam('batting', 'nonsense,,')).toBeNull()
  expect(parseColumnsParam('batting', undefined)).toBeNull()
  expect(parseColumnsParam('batting', explorerKeys('batting').join(','))).toHaveLength(MAX_CUSTOM_COLUMNS)
})

test('the explorer sorts in the records pages’ natural order (ERA up, HR down) for every key', () => {
  for (const side of SIDES) {
    for (const key of explorerKeys(side)) expect([side, key, explorerDefaultOrder(side, key)]).toEqual([side, key, defaultOrder(side, key)])
  }
  expect(explorerDefaultOrder('pitching', 'era')).toBe('asc')
  expect(explorerDefaultOrder('batting', 'bb_pct')).toBe('desc')
})

test('pitch-level values read the pitch board row’s fields, all null without a row', () => {
  const row = { pitches: 2800, plateAppearances: 700, pitchesPerPa: 4, swingPct: 0.464, contactPct: 0.746, chasePct: 0.301, whiffPct: 0.254, zonePct: 0.48, cswPct: 0.282, putAwayPct: 0.2, firstPitchSwingPct: 0.3, firstPitchStrikePct: 0.61, avgSpeedKmh: 146.2, maxSpeedKmh: 156 } as unknown as PitchBoardRow
  expect(pitchValues('pitching', row)).toMatchObject({ pitches: 2800, avg_speed: 146.2, max_speed: 156, csw_pct: 0.282, first_pitch_strike_pct: 0.61, put_away_pct: 0.2 })
  expect(pitchValues('batting', row)).toMatchObject({ pitches_per_pa: 4, swing_pct: 0.464, first_pitch_swing_pct: 0.3 })
  expect(Object.values(pitchValues('batting', undefined)).every((value) => value === null)).toBe(true)
})
