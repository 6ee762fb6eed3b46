import { createRng } from '@/lib/domain/simulation/rng'
import * as people from './index'

test('the public API is reachable from the folder index', () => {
  const rng = createRng(1)
  const hometown = people.pickHometown(rng).name
  const path = people.pickCareerPathKind(rng)
  const career = people.generateCareerPath(rng, { hometown, draftAge: people.draftAgeFor(rng, path) })
  expect(people.CAREER_PATH_KINDS).toContain(career.path)
  expect(people.generatePerson(rng, { birthYearRange: [2000, 2000], foreign: false }).birthDate.startsWith('2000-')).toBe(true)
  expect(people.generateDraftRecord(rng, { year: 2024, teamCode: 'g', round: 2 }).kind).toBe('regular')
})
