import { matchSchools, suggestSchools, topSchools } from './match-schools'
import type { School } from './school-kinds'
import { schoolKey } from './school-key'

const SCHOOLS: School[] = [
  { kind: 'high_school', name: '青梅学園高', players: 5 },
  { kind: 'high_school', name: '西青梅学園高', players: 2 },
  { kind: 'high_school', name: '豊中商業高', players: 4 },
  { kind: 'high_school', name: '茨木学園高', players: 4 },
  { kind: 'university', name: '青梅経済大', players: 6 },
  { kind: 'corporate', name: '藤沢自動車', players: 2 },
]

test('long forms fold to the short ones the data writes, with searchKey width and variant folding', () => {
  expect(schoolKey('大阪桐蔭高等学校')).toBe('大阪桐蔭高')
  expect(schoolKey('大阪桐蔭高校')).toBe('大阪桐蔭高')
  expect(schoolKey('八王子大学')).toBe('八王子大')
  expect(schoolKey(' 髙松商業高 ')).toBe('高松商業高')
})

test('a query naming a school exactly means that school alone, even when another name holds it', () => {
  const match = matchSchools(SCHOOLS, '青梅学園高校', 'high_school')
  expect(match.exact?.name).toBe('青梅学園高')
  expect(match.schools.map((school) => school.name)).toEqual(['青梅学園高'])
})

test('a part of a name matches every school holding it, across stages without a kind, most players first', () => {
  expect(matchSchools(SCHOOLS, '青梅').schools.map((school) => school.name)).toEqual(['青梅経済大', '青梅学園高', '西青梅学園高'])
  expect(matchSchools(SCHOOLS, '青梅', 'university').schools.map((school) => school.name)).toEqual(['青梅経済大'])
  expect(matchSchools(SCHOOLS, '青梅').exact).toBeNull()
  expect(matchSchools(SCHOOLS, '   ').schools).toEqual([])
})

test('a near miss suggests the schools sharing most two-character pieces: 青梅学院 → 青梅学園高 (青梅, 梅学) first', () => {
  expect(matchSchools(SCHOOLS, '青梅学院').schools).toEqual([])
  expect(suggestSchools(SCHOOLS, '青梅学院').map((school) => school.name)).toEqual(['青梅学園高', '西青梅学園高', '青梅経済大'])
  expect(suggestSchools(SCHOOLS, 'zzzz')).toEqual([])
  expect(suggestSchools(SCHOOLS, '青')).toEqual([])
})

test('the ranking of a stage: most players first, ties by name', () => {
  expect(topSchools(SCHOOLS, 'high_school', 3).map((school) => `${school.name} ${school.players}`)).toEqual(['青梅学園高 5', '茨木学園高 4', '豊中商業高 4'])
})
