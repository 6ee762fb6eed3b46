/**
 * The calculator's question: a moment of a game, the score as home − away. The same five values
 * are the page's query (`?inning=9&half=bottom&outs=2&bases=3&diff=-1`) and the API's.
 */
export type CalculatorState = { inning: number; half: 'top' | 'bottom'; outs: number; bases: number; diff: number }

/** The innings the model plays (the 12-inning cap) and the score differences it distinguishes. */
export const CALCULATOR_INNINGS = 12
export const CALCULATOR_MAX_DIFF = 15

/** A moment worth asking about: bottom of the 9th, two out, runners on first and second, home down one. */
export const DEFAULT_CALCULATOR_STATE: CalculatorState = { inning: 9, half: 'bottom', outs: 2, bases: 3, diff: -1 }

const intIn = (value: string | null | undefined, min: number, max: number): number | null => {
  if (typeof value !== 'string' || !/^-?\d{1,2}$/.test(value)) return null
  const number = Number(value)
  return number >= min && number <= max ? number : null
}

/**
 * The state a query asks for, each value checked on its own: one the calculator cannot use
 * falls back to the default's, never an error (the page's rule for bad query values).
 */
export function parseCalculatorState(read: (key: keyof CalculatorState) => string | null | undefined): CalculatorState {
  const half = read('half')
  const fallback = DEFAULT_CALCULATOR_STATE
  return {
    inning: intIn(read('inning'), 1, CALCULATOR_INNINGS) ?? fallback.inning,
    half: half === 'top' || half === 'bottom' ? half : fallback.half,
    outs: intIn(read('outs'), 0, 2) ?? fallback.outs,
    bases: intIn(read('bases'), 0, 7) ?? fallback.bases,
    diff: intIn(read('diff'), -CALCULATOR_MAX_DIFF, CALCULATOR_MAX_DIFF) ?? fallback.diff,
  }
}

/** The state as query values, in the order the page's address lists them. */
export function calculatorParams(state: CalculatorState): Record<keyof CalculatorState, string | number> {
  return { inning: state.inning, half: state.half, outs: state.outs, bases: state.bases, diff: state.diff }
}

export const sameCalculatorState = (a: CalculatorState, b: CalculatorState): boolean =>
  a.inning === b.inning && a.half === b.half && a.outs === b.outs && a.bases === b.bases && a.diff === b.diff

/** Home ahead in the bottom of the 9th or later: the game ended with the run that put them there (a walk-off). */
export const isWalkOffOver = (state: CalculatorState): boolean => state.half === 'bottom' && state.inning >= 9 && state.diff > 0
