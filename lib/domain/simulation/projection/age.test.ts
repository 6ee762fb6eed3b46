import { ageOnApril1, marcelAgeFactor } from './age'

test('age on 1 April: a birthday on or before 1 April has passed, a later one has not', () => {
  expect(ageOnApril1('1996-04-01', 2025)).toBe(29)
  expect(ageOnApril1('1996-04-02', 2025)).toBe(28)
  expect(ageOnApril1('1996-01-15', 2025)).toBe(29)
  expect(ageOnApril1('1996-12-31', 2025)).toBe(28)
})

test('no birth date, or an unreadable one, is no age', () => {
  expect(ageOnApril1(null, 2025)).toBeNull()
  expect(ageOnApril1('unknown', 2025)).toBeNull()
})

test('Marcel age factor (Tango; conventions page) under 29: 1 + 0.006·(29 − age)', () => {
  expect(marcelAgeFactor(24)).toBeCloseTo(1.03, 12)
  expect(marcelAgeFactor(28)).toBeCloseTo(1.006, 12)
})

test('Marcel age factor from 29: 1 / (1 + 0.003·(age − 29)), exactly 1 at 29', () => {
  expect(marcelAgeFactor(29)).toBe(1)
  expect(marcelAgeFactor(34)).toBeCloseTo(1 / 1.015, 12)
  expect(marcelAgeFactor(39)).toBeCloseTo(1 / 1.03, 12)
})
