import { createRng } from '@/lib/domain/simulation/rng'
import { CAREER_PATH_KINDS, draftAgeWeight } from './career-path-kind'
import { draftAgeFor, generateDraftRecord } from './draft'

test('draft ages fit the path', () => {
  const rng = createRng(1)
  for (const path of CAREER_PATH_KINDS) {
    for (let index = 0; index < 200; index++) expect(draftAgeWeight(path, draftAgeFor(rng, path))).toBeGreaterThan(0)
  }
  expect(draftAgeFor(rng, 'high_school')).toBe(18)
})

test('a record keeps the year, team and round it was given', () => {
  expect(generateDraftRecord(createRng(2), { year: 2019, teamCode: 'bs', round: 1 })).toEqual({ year: 2019, round: 1, teamCode: 'bs', kind: 'regular' })
})

test('育成 picks are a minority and never in the first three rounds', () => {
  const rng = createRng(3)
  const rounds = Array.from({ length: 8 }, (_, index) => index + 1)
  const records = rounds.flatMap((round) => Array.from({ length: 500 }, () => generateDraftRecord(rng, { year: 2020, teamCode: 'h', round })))
  expect(records.filter((record) => record.round <= 3 && record.kind !== 'regular')).toEqual([])
  const ikusei = records.filter((record) => record.kind === 'ikusei').length / records.length
  expect(ikusei).toBeGreaterThan(0.05)
  expect(ikusei).toBeLessThan(0.3)
})
