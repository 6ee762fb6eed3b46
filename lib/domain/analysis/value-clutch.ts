import { rate } from '@/lib/domain/stats/rate'

/**
 * pLI: the average LI of every PA the player was in (FanGraphs). null without a PA with an LI.
 *
 * @example pli({ liSum: 750, liCount: 600 }) // 1.25
 */
export function pli({ liSum, liCount }: { liSum: number; liCount: number }): number | null {
  return rate(liSum, liCount)
}

/**
 * Clutch = WPA / pLI − WPA/LI (FanGraphs, "Clutch"): how much better or worse a player did in
 * high-leverage moments than his context-neutral WPA/LI says, 0 for a player whose WPA is what
 * his WPA/LI predicts. null without a pLI (or a pLI of 0).
 *
 * @example clutch({ wpa: 2, pli: 1.25, wpaLi: 1.4 }) // 2 / 1.25 − 1.4 = 0.2
 */
export function clutch({ wpa, pli, wpaLi }: { wpa: number; pli: number | null; wpaLi: number }): number | null {
  const scaled = pli === null ? null : rate(wpa, pli)
  return scaled === null ? null : scaled - wpaLi
}

/**
 * REW = RE24 ÷ runs per win (FanGraphs): RE24 as wins. null without R/W.
 *
 * @example rew(16.8, 8.4) // 2
 */
export function rew(re24: number, runsPerWin: number | null): number | null {
  return runsPerWin === null ? null : rate(re24, runsPerWin)
}
