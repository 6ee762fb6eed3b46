import { createRng } from '@/lib/domain/simulation/rng'
import { CAREER_PATH_KINDS, draftAgeWeight, draftAgesFor, pickCareerPathKind, pickCareerPathKindForAge, type CareerPathKind } from './career-path-kind'

test('eligible ages follow the draft rules', () => {
  expect(draftAgesFor('high_school')).toEqual([18])
  expect(draftAgesFor('university')).toEqual([22, 23])
  expect(Math.min(...draftAgesFor('corporate'))).toBe(21)
  expect(Math.min(...draftAgesFor('university_corporate'))).toBe(24)
  expect(Math.min(...draftAgesFor('independent'))).toBe(19)
  expect(draftAgeWeight('high_school', 22)).toBe(0)
})

test('an age picks only paths that can reach the draft at that age', () => {
  const rng = createRng(1)
  for (let age = 18; age <= 28; age++) {
    for (let index = 0; index < 200; index++) expect(draftAgeWeight(pickCareerPathKindForAge(rng, age), age)).toBeGreaterThan(0)
  }
  expect(pickCareerPathKindForAge(rng, 18)).toBe('high_school')
  expect(pickCareerPathKindForAge(rng, 20)).toBe('independent')
  expect(pickCareerPathKindForAge(rng, 35)).not.toBe('high_school')
})

test('22-year-olds are almost all from university', () => {
  const rng = createRng(2)
  let university = 0
  for (let index = 0; index < 2000; index++) if (pickCareerPathKindForAge(rng, 22) === 'university') university++
  expect(university / 2000).toBeGreaterThan(0.85)
})

test('path shares: high school and university lead, independent leagues are rare', () => {
  const rng = createRng(3)
  const counts = Object.fromEntries(CAREER_PATH_KINDS.map((kind) => [kind, 0])) as Record<CareerPathKind, number>
  for (let index = 0; index < 5000; index++) counts[pickCareerPathKind(rng)]++
  expect(counts.high_school / 5000).toBeCloseTo(0.36, 1)
  expect(counts.university / 5000).toBeCloseTo(0.36, 1)
  expect(counts.independent / 5000).toBeLessThan(0.1)
})
