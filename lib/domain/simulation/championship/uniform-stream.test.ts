import { createRng } from '../rng'
import { UniformStream } from './uniform-stream'

test('the same seed gives the same draws, a fill the same numbers as one draw at a time', () => {
  const filled = new Float64Array(5)
  new UniformStream(createRng(11)).fill(filled)
  const one = new UniformStream(createRng(11))
  expect(Array.from({ length: 5 }, () => one.next())).toEqual([...filled])
  const other = new Float64Array(5)
  new UniformStream(createRng(12)).fill(other)
  expect([...other]).not.toEqual([...filled])
})

test('draws are uniform in [0, 1): 100,000 of them average .5 and split evenly around it', () => {
  const draws = new Float64Array(100_000)
  new UniformStream(createRng(3)).fill(draws)
  expect(draws.every((value) => value >= 0 && value < 1)).toBe(true)
  const mean = draws.reduce((sum, value) => sum + value, 0) / draws.length
  expect(Math.abs(mean - 0.5)).toBeLessThan(0.005)
})
