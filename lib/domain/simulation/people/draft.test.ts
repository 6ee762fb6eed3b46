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
  let ikusei = 0
  let draws = 0
  for (let round = 1; round <= 8; round++) {
    for (let index = 0; index < 500; index++) {
      const record = generateDraftRecord(rng, { year: 2020, teamCode: 'h', round })
      if (round <= 3) expect(record.kind).toBe('regular')
      if (record.kind === 'ikusei') ikusei++
      draws++
    }
  }
  expect(ikusei / draws).toBeGreaterThan(0.05)
  expect(ikusei / draws).toBeLessThan(0.3)
})
