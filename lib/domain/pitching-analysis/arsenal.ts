import { PITCH_TYPE_LABELS, PITCH_TYPES, type PitchType } from '@/lib/domain/events'
import { rate } from '@/lib/domain/stats/rate'
import { pitchRates, tallyPitches, type PitchRates } from './metrics'
import { outcomeLine } from './outcomes'
import type { AnalysisPitch, OutcomeLine } from './types'

/** A pitch type's rates, and (OutcomeLine) the PAs that ended on a pitch of this type. */
export type ArsenalRow = PitchRates &
  OutcomeLine & {
    type: PitchType
    label: string
    pitches: number
    /** This type's pitches / all pitches, a fraction. */
    usagePct: number
    avgSpeedKmh: number | null
    maxSpeedKmh: number | null
  }

/** The speeds the source recorded: average and maximum in km/h, null when none was. */
export function speedSummary(pitches: readonly Pick<AnalysisPitch, 'speedKmh'>[]): { avgSpeedKmh: number | null; maxSpeedKmh: number | null } {
  const speeds = pitches.flatMap((pitch) => (pitch.speedKmh === null ? [] : [pitch.speedKmh]))
  const total = speeds.reduce((sum, speed) => sum + speed, 0)
  return { avgSpeedKmh: rate(total, speeds.length), maxSpeedKmh: speeds.length > 0 ? Math.max(...speeds) : null }
}

/**
 * One row per pitch type thrown (or seen), most used first: usage, speed, the pitch rates, and
 * AVG/SLG and run value on the PAs that ended on that type. Rows' pitches sum to all pitches.
 */
export function arsenal(pitches: readonly AnalysisPitch[]): ArsenalRow[] {
  const byType = new Map<PitchType, AnalysisPitch[]>()
  for (const pitch of pitches) {
    const list = byType.get(pitch.type) ?? []
    list.push(pitch)
    byType.set(pitch.type, list)
  }
  const rows: ArsenalRow[] = []
  for (const type of PITCH_TYPES) {
    const list = byType.get(type)
    if (!list) continue
    rows.push({
      type,
      label: PITCH_TYPE_LABELS[type],
      pitches: list.length,
      usagePct: list.length / pitches.length,
      ...speedSummary(list),
      ...pitchRates(tallyPitches(list)),
      ...outcomeLine(list),
    })
  }
  return rows.sort((a, b) => b.pitches - a.pitches)
}
