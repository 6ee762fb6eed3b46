import { createRng } from '@/lib/domain/simulation/rng'
import { draftAgeWeight, type CareerPathKind } from './career-path-kind'
import { generateCareerPath } from './career-path'
import { PLACE_STEMS } from './place-names'

test('one seed gives the same career', () => {
  const career = (seed: number) => generateCareerPath(createRng(seed), { hometown: '福岡県', draftAge: 24 })
  expect(career(9)).toEqual(career(9))
})

test('the schools listed match the path and the path matches the draft age', () => {
  const rng = createRng(1)
  const careers = Array.from({ length: 3000 }, () => {
    const draftAge = rng.int(18, 28)
    return { draftAge, career: generateCareerPath(rng, { hometown: '千葉県', draftAge }) }
  })
  for (const { draftAge, career } of careers) {
    expect(draftAgeWeight(career.path, draftAge)).toBeGreaterThan(0)
    expect(career.highSchool).toMatch(/高$/)
    expect(career.corporate !== null).toBe(career.path === 'corporate' || career.path === 'university_corporate')
    expect(career.independent !== null).toBe(career.path === 'independent')
  }
  // An independent leaguer may or may not have been to university; the other paths decide it.
  const universitiesOf = (paths: readonly CareerPathKind[]) => careers.filter(({ career }) => paths.includes(career.path)).map(({ career }) => career.university)
  const graduates = universitiesOf(['university', 'university_corporate'])
  expect(graduates.length).toBeGreaterThan(0)
  expect(graduates.filter((university) => !/大$/.test(university ?? ''))).toEqual([])
  const neverEnrolled = universitiesOf(['high_school', 'corporate'])
  expect(neverEnrolled.length).toBeGreaterThan(0)
  expect(neverEnrolled.filter((university) => university !== null)).toEqual([])
})

test('draft age 18 means high school only', () => {
  const rng = createRng(2)
  expect(generateCareerPath(rng, { hometown: '大阪府', draftAge: 18 })).toMatchObject({ path: 'high_school', university: null, corporate: null, independent: null })
})

test('most high schools are in the hometown prefecture, a minority away', () => {
  const rng = createRng(3)
  const home = PLACE_STEMS['新潟県']
  let atHome = 0
  for (let index = 0; index < 2000; index++) {
    const school = generateCareerPath(rng, { hometown: '新潟県', draftAge: 18 }).highSchool.replace(/^県立/, '')
    if (home.some((stem) => school.startsWith(stem))) atHome++
  }
  expect(atHome / 2000).toBeGreaterThan(0.7)
  expect(atHome / 2000).toBeLessThan(0.9)
})
