import { calculatorParams, DEFAULT_CALCULATOR_STATE, isWalkOffOver, parseCalculatorState, sameCalculatorState, type CalculatorState } from './win-model-state'

const from = (query: string) => {
  const params = new URLSearchParams(query)
  return parseCalculatorState((key) => params.get(key))
}

test('reads the five values of the address, the score as home − away', () => {
  expect(from('inning=12&half=top&outs=0&bases=7&diff=-15')).toEqual({ inning: 12, half: 'top', outs: 0, bases: 7, diff: -15 })
  expect(from('inning=1&half=bottom&outs=1&bases=0&diff=3')).toEqual({ inning: 1, half: 'bottom', outs: 1, bases: 0, diff: 3 })
})

test('a value the calculator cannot use falls back to the default one by one, never an error', () => {
  expect(from('')).toEqual(DEFAULT_CALCULATOR_STATE)
  expect(from('inning=13&half=middle&outs=3&bases=8&diff=16')).toEqual(DEFAULT_CALCULATOR_STATE)
  expect(from('inning=1.5&outs=x&bases=-1&diff=--2')).toEqual(DEFAULT_CALCULATOR_STATE)
  expect(from('inning=0&diff=2')).toEqual({ ...DEFAULT_CALCULATOR_STATE, diff: 2 })
})

test('the address round-trips through calculatorParams', () => {
  const state: CalculatorState = { inning: 7, half: 'top', outs: 1, bases: 5, diff: 0 }
  const query = new URLSearchParams(Object.entries(calculatorParams(state)).map(([key, value]) => [key, String(value)])).toString()
  expect(query).toBe('inning=7&half=top&outs=1&bases=5&diff=0')
  expect(sameCalculatorState(from(query), state)).toBe(true)
  expect(sameCalculatorState(from(query), { ...state, bases: 4 })).toBe(false)
})

test('home ahead in the bottom of the 9th or later is a game already over', () => {
  expect(isWalkOffOver({ inning: 9, half: 'bottom', outs: 0, bases: 0, diff: 1 })).toBe(true)
  expect(isWalkOffOver({ inning: 8, half: 'bottom', outs: 0, bases: 0, diff: 1 })).toBe(false)
  expect(isWalkOffOver({ inning: 9, half: 'top', outs: 0, bases: 0, diff: 1 })).toBe(false)
  expect(isWalkOffOver({ inning: 12, half: 'bottom', outs: 2, bases: 0, diff: 0 })).toBe(false)
})
