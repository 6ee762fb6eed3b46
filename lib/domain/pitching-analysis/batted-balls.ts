import { BATTED_BALL_TYPES, HIT_RESULTS, type BattedBallType, type PaResult } from '@/lib/domain/events'
import { rate } from '@/lib/domain/stats/rate'
import { outcomeRates, tallyOutcomes } from './outcomes'
import type { PaEnding } from './types'

export const BATTED_BALL_LABELS: Readonly<Record<BattedBallType, string>> = {
  ground: 'ゴロ',
  line: 'ライナー',
  fly: 'フライ',
  popup: '内野フライ',
  bunt: 'バント',
}

export type BattedBallTypeRow = {
  type: BattedBallType
  label: string
  count: number
  /** Of the batted balls with a type, a fraction. */
  sharePct: number | null
  avg: number | null
  slg: number | null
}

/** Batted balls by type (GB/LD/FB/PU/bunt): share and AVG/SLG on them; PAs without a batted-ball type are not counted. */
export function battedBallTypes(endings: readonly PaEnding[]): BattedBallTypeRow[] {
  const typed = endings.filter((ending) => ending.battedBall !== null)
  return BATTED_BALL_TYPES.map((type) => {
    const balls = typed.filter((ending) => ending.battedBall === type)
    return { type, label: BATTED_BALL_LABELS[type], count: balls.length, sharePct: rate(balls.length, typed.length), ...outcomeRates(tallyOutcomes(balls)) }
  })
}

/**
 * Five fields of 18° each across fair territory, by spray angle (−45° the left-field line, 0
 * straight-away centre, +45° the right-field line, as the simulator and 一球速報 importer write it).
 */
export const SPRAY_SECTOR_KEYS = ['left', 'left_center', 'center', 'right_center', 'right'] as const
export type SpraySector = (typeof SPRAY_SECTOR_KEYS)[number]

export const SPRAY_SECTORS: readonly { key: SpraySector; label: string; from: number; to: number }[] = [
  { key: 'left', label: 'レフト', from: -45, to: -27 },
  { key: 'left_center', label: '左中間', from: -27, to: -9 },
  { key: 'center', label: 'センター', from: -9, to: 9 },
  { key: 'right_center', label: '右中間', from: 9, to: 27 },
  { key: 'right', label: 'ライト', from: 27, to: 45 },
]

/** Which field an angle falls in; the boundaries belong to the field nearer centre, the lines to the corner fields. */
export function spraySector(direction: number): SpraySector {
  if (direction < -27) return 'left'
  if (direction < -9) return 'left_center'
  if (direction <= 9) return 'center'
  if (direction <= 27) return 'right_center'
  return 'right'
}

export type SprayPoint = { direction: number; battedBall: BattedBallType | null; result: PaResult; hit: boolean }
export type SprayRow = { sector: SpraySector; label: string; count: number; hits: number; sharePct: number | null }

/**
 * The spray chart: each batted ball with a direction (for the dots) and the count and hits per
 * field. An angle past a foul line (一球速報 marks a foul pop by the catcher's or a corner
 * fielder's spot, spray-angle.ts) is drawn on that line, so every dot stays on the field.
 */
export function sprayChart(endings: readonly PaEnding[]): { points: SprayPoint[]; sectors: SprayRow[] } {
  const points = endings.flatMap((ending): SprayPoint[] =>
    ending.direction === null || ending.battedBall === null
      ? []
      : [{ direction: Math.max(-45, Math.min(45, ending.direction)), battedBall: ending.battedBall, result: ending.result, hit: HIT_RESULTS.has(ending.result) }],
  )
  const sectors = SPRAY_SECTORS.map(({ key, label }) => {
    const inSector = points.filter((point) => spraySector(point.direction) === key)
    return { sector: key, label, count: inSector.length, hits: inSector.filter((point) => point.hit).length, sharePct: rate(inSector.length, points.length) }
  })
  return { points, sectors }
}
