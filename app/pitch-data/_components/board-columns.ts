import { PITCH_TYPE_LABELS, type PitchType } from '@/lib/domain/events'
import type { StatFormat } from '@/lib/domain/format/stat-format'
import type { GlossaryRef } from '@/lib/domain/glossary/glossary'
import { ATTACK_ZONE_LABELS, ATTACK_ZONES } from '@/lib/domain/pitch-metrics/attack-zone'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import type { BoardSide, BoardView } from './board-query'

/** How a board value prints: the records' formats, and RV/100 with two decimals and a sign as the player pages print it. */
export type BoardFormat = StatFormat | 'signed2'

/** A board column: its key in the URL's sort, header, print style, glossary entry, and the value it reads off a row. */
export type BoardColumn = { key: string; label: string; format: BoardFormat; glossary: GlossaryRef; value: (row: PitchBoardRow) => number | null }

type TypeLine = PitchBoardRow['types'][number]

const column = (key: string, label: string, format: BoardFormat, glossary: string, value: BoardColumn['value'], side?: BoardSide): BoardColumn =>
  ({ key, label, format, glossary: side ? { key: glossary, side } : { key: glossary }, value })

const COMMON = {
  pitches: column('pitches', '球数', 'count', 'pitches', (row) => row.pitches),
  pa: column('pa', '打席', 'count', 'pa', (row) => row.plateAppearances),
  zone: column('zone', 'ゾーン%', 'percent', 'zone_pct', (row) => row.zonePct),
  swing: column('swing', 'スイング%', 'percent', 'swing_pct', (row) => row.swingPct),
  contact: column('contact', 'コンタクト%', 'percent', 'contact_pct', (row) => row.contactPct),
  whiff: column('whiff', '空振り%', 'percent', 'whiff_pct', (row) => row.whiffPct),
  csw: column('csw', 'CSW%', 'percent', 'csw_pct', (row) => row.cswPct),
  chase: column('chase', 'チェイス%', 'percent', 'chase_pct', (row) => row.chasePct),
  putAway: column('put_away', '決め球%', 'percent', 'put_away_pct', (row) => row.putAwayPct),
  firstStrike: column('first_strike', '初球ストライク%', 'percent', 'first_pitch_strike_pct', (row) => row.firstPitchStrikePct),
  firstSwing: column('first_swing', '初球スイング%', 'percent', 'first_pitch_swing_pct', (row) => row.firstPitchSwingPct),
  perPa: column('p_pa', 'P/PA', 'decimal2', 'pitches_per_pa', (row) => row.pitchesPerPa),
  avgSpeed: column('avg_speed', '平均球速', 'decimal1', 'avg_speed', (row) => row.avgSpeedKmh),
  maxSpeed: column('max_speed', '最速', 'integer', 'max_speed', (row) => row.maxSpeedKmh),
  atBats: column('ab', '打数', 'count', 'ab', (row) => row.atBats),
  avg: column('avg', '打率', 'rate3', 'avg', (row) => row.avg),
  slg: column('slg', '長打率', 'rate3', 'slg', (row) => row.slg),
}
const runs = (side: BoardSide) => ({
  per100: column('rv100', 'RV/100', 'signed2', 'rv_per_100', (row) => row.runValuePer100, side),
  total: column('rv', '得点価値', 'signed1', 'rv_per_100', (row) => row.runValue, side),
})

/** Per pitch type: `${prefix}_${type}` (usage_FF, avg_SL), the type's label, '-' where the player has no line of it. */
function byType(types: readonly PitchType[], prefix: string, format: BoardFormat, glossary: GlossaryRef, pick: (line: TypeLine) => number | null): BoardColumn[] {
  return types.map((type) => ({
    key: `${prefix}_${type.toLowerCase()}`, label: PITCH_TYPE_LABELS[type], format, glossary,
    value: (row) => {
      const line = row.types.find((candidate) => candidate.type === type)
      return line ? pick(line) : null
    },
  }))
}

/** Savant's swing/take split: swings' and takes' runs in each attack zone, then their total, from the player's side. */
function zoneColumns(): BoardColumn[] {
  const glossary = { key: 'swing_take_runs' }
  const zones = ATTACK_ZONES.flatMap((zone) => [
    { key: `${zone}_swing`, label: `${ATTACK_ZONE_LABELS[zone]} スイング`, format: 'signed1' as const, glossary, value: (row: PitchBoardRow) => row.attackZones.find((line) => line.zone === zone)?.swingRuns ?? null },
    { key: `${zone}_take`, label: `${ATTACK_ZONE_LABELS[zone]} 見逃し`, format: 'signed1' as const, glossary, value: (row: PitchBoardRow) => row.attackZones.find((line) => line.zone === zone)?.takeRuns ?? null },
  ])
  const total: BoardColumn = { key: 'zone_runs', label: '合計', format: 'signed1', glossary, value: (row) => row.attackZones.reduce((sum, line) => sum + line.swingRuns + line.takeRuns, 0) }
  return [...zones, total]
}

/**
 * A view's columns. Per-type views list the season's pitch types in the league's order of use
 * (the summary's), so the commonest pitches come first.
 */
export function boardColumns(side: BoardSide, view: BoardView, types: readonly PitchType[]): BoardColumn[] {
  const rv = runs(side)
  const c = COMMON
  switch (view) {
    case 'summary':
      return side === 'pitching'
        ? [c.pitches, c.pa, c.maxSpeed, c.zone, c.firstStrike, c.swing, c.whiff, c.csw, c.chase, c.putAway, rv.per100, rv.total]
        : [c.pitches, c.pa, c.perPa, c.zone, c.swing, c.contact, c.whiff, c.chase, c.firstSwing, rv.per100, rv.total]
    case 'usage':
      return [c.pitches, ...byType(types, 'usage', 'percent', { key: 'usage_pct' }, (line) => line.usagePct)]
    case 'speed':
      return [c.avgSpeed, ...byType(types, 'kmh', 'decimal1', { key: 'avg_speed' }, (line) => line.avgSpeedKmh)]
    case 'max':
      return [c.maxSpeed, ...byType(types, 'max', 'integer', { key: 'max_speed' }, (line) => line.maxSpeedKmh)]
    case 'runs':
      return [c.pitches, rv.per100, ...byType(types, 'rv100', 'signed2', { key: 'rv_per_100', side }, (line) => line.runValuePer100)]
    case 'avg':
      return [c.atBats, c.avg, ...byType(types, 'avg', 'rate3', { key: 'avg', side }, (line) => line.avg)]
    case 'slg':
      return [c.atBats, c.slg, ...byType(types, 'slg', 'rate3', { key: 'slg', side }, (line) => line.slg)]
    case 'zones':
      return [c.pitches, ...zoneColumns()]
  }
}
