import type { PitchType } from '@/lib/domain/events'

/**
 * One colour per pitch type for the mix bars: fastballs warm (red, orange), breaking balls blue
 * and purple, offspeed green and teal, so that neighbouring segments of a bar stay apart.
 */
export const PITCH_TYPE_COLORS: Readonly<Record<PitchType, string>> = {
  FF: '#dc2626',
  SI: '#f97316',
  SH: '#f59e0b',
  CT: '#a16207',
  SL: '#2563eb',
  CU: '#7c3aed',
  FK: '#059669',
  SP: '#0d9488',
  CH: '#65a30d',
  KN: '#64748b',
}

/**
 * The segments of one stacked bar: each share's start and width on a bar `width` px long, in the
 * given order; null shares take no room.
 *
 * @example barSegments([{ type: 'FF', sharePct: 0.5 }, { type: 'SL', sharePct: 0.5 }], 200)
 * // [{ type: 'FF', x: 0, width: 100 }, { type: 'SL', x: 100, width: 100 }]
 */
export function barSegments(shares: readonly { type: PitchType; sharePct: number | null }[], width: number): { type: PitchType; x: number; width: number }[] {
  let x = 0
  return shares.map((share) => {
    const segment = { type: share.type, x, width: (share.sharePct ?? 0) * width }
    x += segment.width
    return segment
  })
}
