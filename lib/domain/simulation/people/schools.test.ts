import { createRng } from '@/lib/domain/simulation/rng'
import { PLACE_STEMS } from './place-names'
import { generateCorporateTeam, generateHighSchool, generateIndependentTeam, generateUniversity, neighbouringPrefecture } from './schools'

const startsWithStem = (name: string, stems: readonly string[]) => stems.some((stem) => name.replace(/^[道都府県]立/, '').startsWith(stem))

test('high schools are built from a place in the prefecture and end in 高', () => {
  const rng = createRng(1)
  for (let index = 0; index < 500; index++) {
    const school = generateHighSchool(rng, '静岡県')
    expect(school).toMatch(/高$/)
    expect(startsWithStem(school, PLACE_STEMS['静岡県'])).toBe(true)
  }
})

test('public schools carry the right tier prefix', () => {
  const rng = createRng(2)
  const prefixes = (prefecture: Parameters<typeof generateHighSchool>[1]) =>
    new Set(Array.from({ length: 400 }, () => generateHighSchool(rng, prefecture).match(/^(.)立/)?.[1]).filter((prefix) => prefix !== undefined))
  expect([...prefixes('北海道')]).toEqual(['道'])
  expect([...prefixes('東京都')]).toEqual(['都'])
  expect([...prefixes('大阪府')]).toEqual(['府'])
  expect([...prefixes('青森県')]).toEqual(['県'])
})

test('private boarding schools never use public patterns', () => {
  const rng = createRng(3)
  for (let index = 0; index < 300; index++) expect(generateHighSchool(rng, '大阪府', 'private')).toMatch(/(学園|学院|大付|国際|第一)高$/)
})

test('universities, company and independent teams have the expected shapes', () => {
  const rng = createRng(4)
  for (let index = 0; index < 300; index++) {
    expect(generateUniversity(rng, '岩手県')).toMatch(/大$/)
    expect(generateCorporateTeam(rng, '愛知県')).toMatch(/(製鉄|ガス|自動車|重工|電機|化学|製紙|造船|鉄道|硝子)$/)
    expect(generateIndependentTeam(rng)).toMatch(/^[\u4e00-\u9fff]+[ァ-ヺー]+$/)
  }
})

test('neighbouring prefectures share the region', () => {
  const rng = createRng(5)
  expect(neighbouringPrefecture(rng, '北海道')).toBe('北海道')
  for (let index = 0; index < 50; index++) expect(['徳島県', '愛媛県', '高知県']).toContain(neighbouringPrefecture(rng, '香川県'))
})
