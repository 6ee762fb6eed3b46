import { PITCH_TYPES, type PitchType } from '@/lib/domain/events'
import { rate } from '@/lib/domain/stats/rate'
import { isStrikeZone, pitchRates, tallyPitches } from './metrics'
import { endingsOf, outcomeRates, tallyOutcomes } from './outcomes'
import type { AnalysisPitch } from './types'

export type ZoneCell = {
  /** 1–25, row by row from the top-left as the catcher sees it (plate-zone.ts). */
  zone: number
  inStrikeZone: boolean
  pitches: number
  /** This cell's pitches / the located pitches of the grid, a fraction. */
  sharePct: number | null
  swingPct: number | null
  whiffPct: number | null
  /** On the PAs that ended on a pitch in this cell. */
  ab: number
  avg: number | null
  slg: number | null
}

export type ZoneGrid = {
  /** 'all' for every pitch, else one pitch type. */
  type: PitchType | 'all'
  /** Pitches with a location; the cells' shares sum to 1 over these. */
  located: number
  cells: ZoneCell[]
}

/** The 25 cells of one set of pitches; pitches without a zone are left out of the grid (and counted nowhere in it). */
export function zoneGrid(pitches: readonly AnalysisPitch[], type: PitchType | 'all' = 'all'): ZoneGrid {
  const byZone = Array.from({ length: 25 }, (): AnalysisPitch[] => [])
  for (const pitch of pitches) {
    if (pitch.zone !== null && pitch.zone >= 1 && pitch.zone <= 25) byZone[pitch.zone - 1]?.push(pitch)
  }
  const located = byZone.reduce((sum, cell) => sum + cell.length, 0)
  const cells = byZone.map((cell, index): ZoneCell => {
    const zone = index + 1
    const rates = pitchRates(tallyPitches(cell))
    const outcomes = tallyOutcomes(endingsOf(cell))
    return {
      zone,
      inStrikeZone: isStrikeZone(zone),
      pitches: cell.length,
      sharePct: rate(cell.length, located),
      swingPct: rates.swingPct,
      whiffPct: rates.whiffPct,
      ab: outcomes.ab,
      ...outcomeRates(outcomes),
    }
  })
  return { type, located, cells }
}

/** The grid of all pitches first, then one per pitch type present, in PITCH_TYPES order. */
export function zoneGrids(pitches: readonly AnalysisPitch[]): ZoneGrid[] {
  const types = PITCH_TYPES.filter((type) => pitches.some((pitch) => pitch.type === type))
  return [zoneGrid(pitches), ...types.map((type) => zoneGrid(pitches.filter((pitch) => pitch.type === type), type))]
}
