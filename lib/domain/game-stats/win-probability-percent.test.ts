import { formatChance } from './win-probability-percent'

test('one decimal as a percentage, like the rest of the site', () => {
  expect(formatChance(0.5220884)).toBe('52.2%')
  expect(formatChance(0.18267)).toBe('18.3%')
  expect(formatChance(0.00051)).toBe('0.1%')
})

test('only certainty prints as 0.0% or 100.0%', () => {
  expect(formatChance(1)).toBe('100.0%')
  expect(formatChance(0)).toBe('0.0%')
  expect(formatChance(0.99971)).toBe('>99.9%')
  expect(formatChance(0.0003)).toBe('<0.1%')
  expect(formatChance(0.9994)).toBe('99.9%')
})
