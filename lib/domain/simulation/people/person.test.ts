import { createRng } from '@/lib/domain/simulation/rng'
import { FOREIGN_COUNTRIES } from './foreign-origins'
import { generatePerson } from './person'
import { isPrefectureName } from './prefectures'

test('one seed gives the same person', () => {
  const person = (seed: number) => generatePerson(createRng(seed), { birthYearRange: [1990, 2005], foreign: false })
  expect(person(11)).toEqual(person(11))
  expect(person(11)).not.toEqual(person(12))
})

test('Japanese players: kana name, prefecture hometown, date in range', () => {
  const rng = createRng(1)
  for (let index = 0; index < 2000; index++) {
    const person = generatePerson(rng, { birthYearRange: [1990, 2005], foreign: false, role: index % 2 === 0 ? 'pitcher' : 'batter' })
    expect(person.name.kana).toMatch(/^[ぁ-ゖ]+ [ぁ-ゖ]+$/)
    expect(person.name.romaji).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/)
    expect(isPrefectureName(person.hometown)).toBe(true)
    const year = Number(person.birthDate.slice(0, 4))
    expect(year >= 1990 && year <= 2005).toBe(true)
    expect(['R', 'L', 'S']).toContain(person.bats)
    expect(['R', 'L']).toContain(person.throws)
  }
})

test('foreign players are born abroad', () => {
  const rng = createRng(2)
  for (let index = 0; index < 500; index++) {
    const person = generatePerson(rng, { birthYearRange: [1992, 1998], foreign: true })
    expect(FOREIGN_COUNTRIES).toContain(person.hometown)
    const katakana = /^[ァ-ヺー]+$/.test(person.name.kanji)
    expect(katakana).toBe(person.hometown !== '韓国' && person.hometown !== '台湾')
  }
})

test('role sets the left-handed share', () => {
  const rng = createRng(3)
  const lefties = (role: 'pitcher' | 'batter') =>
    Array.from({ length: 4000 }, () => generatePerson(rng, { birthYearRange: [1995, 2000], foreign: false, role })).filter((person) => person.throws === 'L').length / 4000
  expect(lefties('pitcher')).toBeCloseTo(0.25, 1)
  expect(lefties('batter')).toBeLessThan(0.15)
})
