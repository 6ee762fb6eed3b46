import { createRng } from '@/lib/domain/simulation/rng'
import { daysInMonth, generateBirthDate } from './birth-date'

test('month lengths follow the Gregorian calendar', () => {
  expect(daysInMonth(2000, 2)).toBe(29)
  expect(daysInMonth(1900, 2)).toBe(28)
  expect(daysInMonth(2004, 2)).toBe(29)
  expect(daysInMonth(2001, 4)).toBe(30)
  expect(daysInMonth(2001, 12)).toBe(31)
})

test('every date is a real calendar date inside the year range', () => {
  const rng = createRng(1)
  for (let index = 0; index < 5000; index++) {
    const date = generateBirthDate(rng, { years: [1990, 2004], schoolYearEffect: index % 2 === 0 })
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [year, month, day] = date.split('-').map(Number)
    const parsed = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0))
    expect(parsed.toISOString().slice(0, 10)).toBe(date)
    expect(year).toBeGreaterThanOrEqual(1990)
    expect(year).toBeLessThanOrEqual(2004)
  }
})

test('Japanese players skew to April–June births', () => {
  const rng = createRng(2)
  let spring = 0
  let winter = 0
  for (let index = 0; index < 6000; index++) {
    const month = Number(generateBirthDate(rng, { years: [1995, 1995], schoolYearEffect: true }).slice(5, 7))
    if (month >= 4 && month <= 6) spring++
    if (month <= 3) winter++
  }
  expect(spring).toBeGreaterThan(1.3 * winter)
})

test('one seed gives the same date', () => {
  const options = { years: [1985, 2007], schoolYearEffect: true } as const
  expect(generateBirthDate(createRng(7), options)).toBe(generateBirthDate(createRng(7), options))
})
