import { calculatorParams, type CalculatorState } from '@/lib/domain/game-stats/win-model-state'

export const MODEL_PATH = '/game-stats/win-probability-model'

/**
 * The page's address for a season and a calculator state, as gameStatsHref writes it (the latest
 * season stays out), without its zod-reading module: this runs in the browser on every change.
 *
 * @example calculatorHref(2025, 2025, { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 }) // '/game-stats/win-probability-model?inning=9&half=bottom&outs=2&bases=3&diff=-1'
 */
export function calculatorHref(season: number, latest: number, state: CalculatorState): string {
  const params = new URLSearchParams()
  if (season !== latest) params.set('season', String(season))
  for (const [key, value] of Object.entries(calculatorParams(state))) params.set(key, String(value))
  return `${MODEL_PATH}?${params.toString()}`
}
