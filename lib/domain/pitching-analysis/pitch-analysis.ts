import { arsenal, speedSummary, type ArsenalRow } from './arsenal'
import { battedBallTypes, sprayChart, type BattedBallTypeRow, type SprayPoint, type SprayRow } from './batted-balls'
import { countTable, handSplits, type CountRow, type HandRow } from './counts'
import { pitchRates, tallyPitches, type PitchRates } from './metrics'
import { endingsOf, outcomeLine } from './outcomes'
import type { AnalysisPitch, OutcomeLine } from './types'
import { zoneGrids, type ZoneGrid } from './zone-grid'

/** Every pitch's rates, and (OutcomeLine) the PAs with at least one pitch recorded — their last pitch carries the result. */
export type PitchAnalysisTotals = PitchRates &
  OutcomeLine & {
    pitches: number
    avgSpeedKmh: number | null
    maxSpeedKmh: number | null
  }

export type PitchAnalysisBody = {
  totals: PitchAnalysisTotals
  /** details tab: one row per pitch type. */
  arsenal: ArsenalRow[]
  /** pitch-type tab: the mix by count is in `counts[].usage`, by opponent's hand here. */
  hands: HandRow[]
  /** zone tab: all pitches, then one grid per type. */
  zones: ZoneGrid[]
  /** count tab. */
  counts: CountRow[]
  battedBallTypes: BattedBallTypeRow[]
  spray: { points: SprayPoint[]; sectors: SprayRow[] }
}

/** Every view of one player's season of pitches, from his side (the run values in the pitches' endings already carry the side). */
export function analysePitches(pitches: readonly AnalysisPitch[]): PitchAnalysisBody {
  const endings = endingsOf(pitches)
  return {
    totals: {
      pitches: pitches.length,
      ...outcomeLine(pitches),
      ...pitchRates(tallyPitches(pitches)),
      ...speedSummary(pitches),
    },
    arsenal: arsenal(pitches),
    hands: handSplits(pitches),
    zones: zoneGrids(pitches),
    counts: countTable(pitches),
    battedBallTypes: battedBallTypes(endings),
    spray: sprayChart(endings),
  }
}
