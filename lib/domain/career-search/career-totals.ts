import { battingRates, type BattingCounts } from '@/lib/domain/stats/batting'
import { pitchingRates, type PitchingCounts } from '@/lib/domain/stats/pitching'

/** A batter's seasons summed: the counts AVG rests on, plus games. */
export type BattingSums = BattingCounts & { g: number }
/** A pitcher's seasons summed: the counts ERA rests on, plus appearances and decisions. */
export type PitchingSums = PitchingCounts & { g: number; w: number; l: number; sv: number }

/**
 * The key career totals of a search result: 試合 安打 本塁打 打率 for a batter, 登板 勝 敗 S 防御率
 * for a pitcher. The rates are computed again from the summed counts, never averaged over
 * seasons: AVG = ΣH / ΣAB, ERA = ΣER × 27 / Σouts (the stats modules' formulas).
 *
 * @example battingTotals({ g: 250, ab: 900, h: 270, hr: 30, ... }).avg // 270 / 900 = 0.3
 */
export function battingTotals(sums: BattingSums) {
  return { g: sums.g, h: sums.h, hr: sums.hr, avg: battingRates(sums).avg }
}

/** @example pitchingTotals({ outs: 540 + 270, er: 50 + 40, ... }).era // 90 × 27 / 810 = 3 */
export function pitchingTotals(sums: PitchingSums) {
  return { g: sums.g, w: sums.w, l: sums.l, sv: sums.sv, era: pitchingRates(sums).era }
}

export type BattingTotals = ReturnType<typeof battingTotals>
export type PitchingTotals = ReturnType<typeof pitchingTotals>
