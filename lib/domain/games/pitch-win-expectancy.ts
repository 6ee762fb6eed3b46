import type { CountKey } from '@/lib/domain/sabermetrics/count-values'

/**
 * A PA's state as the count-aware WE needs it: the home club's WE before and after the PA, who
 * bats, and what one more home run is worth in WE there (half the spread between the states a
 * run either way, from the published WE table).
 */
export type PaWinState = { weBefore: number; weAfter: number; half: 'top' | 'bottom'; homeRunWorth: number }

const clamp = (value: number) => Math.min(1, Math.max(0, value))

/**
 * The home club's WE with the count in it: the state's WE moved by the count's run value for the
 * batting side, turned into wins at the state's worth of a run. At 0-0 it is the state's WE.
 *
 * @example countWinExpectancy({ weBefore: 0.6, weAfter: 0.5, half: 'bottom', homeRunWorth: 0.1 }, 0.15) // 0.615
 */
export function countWinExpectancy(pa: PaWinState, runValue: number): number {
  const batting = pa.half === 'bottom' ? 1 : -1
  return clamp(pa.weBefore + batting * runValue * pa.homeRunWorth)
}

/**
 * The home club's WE before each pitch of a PA and after its last: the count-aware WE at each
 * count, ending at the PA's WE after. The steps sum to the PA's WPA, so no pitch gains or loses
 * what the PA did not. A pitch's own WPA (batting side) is its step, signed for the batters.
 */
export function pitchWinExpectancies(pa: PaWinState, counts: readonly CountKey[], runValues: ReadonlyMap<CountKey, number>): number[] {
  return [...counts.map((count, index) => (index === 0 ? pa.weBefore : countWinExpectancy(pa, runValues.get(count) ?? 0))), pa.weAfter]
}

/** Each pitch's WPA for the batting side, from the WE before each pitch and after the last. */
export function pitchWpas(half: 'top' | 'bottom', wes: readonly number[]): number[] {
  const batting = half === 'bottom' ? 1 : -1
  return wes.slice(1).map((we, index) => batting * (we - (wes[index] ?? we)))
}
