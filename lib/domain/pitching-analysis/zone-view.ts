import { z } from 'zod'
import { PITCH_TYPES, type PitchType } from '@/lib/domain/events'
import { firstValue } from '@/lib/schemas/first-value'
import type { AnalysisSide } from './run-value'

/** The zone tab's metrics: a pitcher's share / whiff / AVG against, a batter's swing / AVG / SLG. */
export const ZONE_METRICS = { pitching: ['share', 'whiff', 'avg'], batting: ['swing', 'avg', 'slg'] } as const
export type ZoneMetric = (typeof ZONE_METRICS)[AnalysisSide][number]

type Cell = { pitches: number; ab: number; sharePct: number | null; swingPct: number | null; whiffPct: number | null; avg: number | null; slg: number | null }

export const ZONE_METRIC_LABELS: Readonly<Record<ZoneMetric, { pitching: string; batting: string; format: 'percent' | 'rate3' }>> = {
  share: { pitching: '投球割合', batting: '投球割合', format: 'percent' },
  swing: { pitching: 'スイング率', batting: 'スイング率', format: 'percent' },
  whiff: { pitching: '空振り率', batting: '空振り率', format: 'percent' },
  avg: { pitching: '被打率', batting: '打率', format: 'rate3' },
  slg: { pitching: '被長打率', batting: '長打率', format: 'rate3' },
}

/** A cell's value for a metric; null where its denominator is zero. */
export function zoneValue(cell: Cell, metric: ZoneMetric): number | null {
  switch (metric) {
    case 'share':
      return cell.sharePct
    case 'swing':
      return cell.swingPct
    case 'whiff':
      return cell.whiffPct
    case 'avg':
      return cell.avg
    case 'slg':
      return cell.slg
  }
}

/**
 * What a cell's value is over, printed under it so that 100 % from one swing reads as such: the
 * pitches for share and swing %, the swings (swing % × pitches) for whiff %, the at-bats for AVG/SLG.
 *
 * @example zoneSample({ pitches: 8, swingPct: 0.5, … }, 'whiff') // '4スイング'
 */
export function zoneSample(cell: Cell, metric: ZoneMetric): string {
  switch (metric) {
    case 'share':
    case 'swing':
      return `${cell.pitches}球`
    case 'whiff':
      return `${Math.round((cell.swingPct ?? 0) * cell.pitches)}スイング`
    case 'avg':
    case 'slg':
      return `${cell.ab}打数`
  }
}

export type ZoneQuery = { type: PitchType | 'all'; metric: ZoneMetric }

/** `?type=FF&metric=whiff`, as the zone tab reads it: a bad or foreign value falls back to all pitches and the side's first metric. */
export function parseZoneQuery(side: AnalysisSide, query: { type?: string | string[]; metric?: string | string[] }): ZoneQuery {
  const metrics = ZONE_METRICS[side]
  const type = z.preprocess(firstValue, z.union([z.enum(PITCH_TYPES), z.literal('all')])).catch('all').parse(query.type)
  const metric = z.preprocess(firstValue, z.enum(metrics)).catch(metrics[0]).parse(query.metric)
  return { type, metric }
}

/**
 * The zone tab's URL for a choice; the defaults are left out, so all pitches' first metric is the
 * bare tab URL (its canonical).
 */
export function zoneHref(base: string, side: AnalysisSide, { type, metric }: ZoneQuery): string {
  const query = new URLSearchParams()
  if (type !== 'all') query.set('type', type)
  if (metric !== ZONE_METRICS[side][0]) query.set('metric', metric)
  const search = query.toString()
  return search ? `${base}?${search}` : base
}

const ROWS = ['高めボール', '高め', '真ん中', '低め', '低めボール'] as const
const COLUMNS = ['左ボール', '左', '中', '右', '右ボール'] as const

/**
 * A cell's name in words, as the catcher sees the grid (zone 1 top-left … 25 bottom-right).
 *
 * @example zoneName(13) // '真ん中・中'
 */
export function zoneName(zone: number): string {
  const row = ROWS[Math.floor((zone - 1) / 5)] ?? ''
  const column = COLUMNS[(zone - 1) % 5] ?? ''
  return `${row}・${column}`
}
