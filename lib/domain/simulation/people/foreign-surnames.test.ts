import { LATIN_SURNAMES, US_SURNAMES } from './foreign-surnames'

test('every foreign surname is katakana with an ASCII romaji', () => {
  for (const entry of [...LATIN_SURNAMES, ...US_SURNAMES]) {
    expect(entry.katakana).toMatch(/^[ァ-ヺー]+$/)
    expect(entry.romaji).toMatch(/^[A-Z][a-z]+$/)
  }
})

test('no surname is listed twice', () => {
  const all = [...LATIN_SURNAMES, ...US_SURNAMES].map((entry) => entry.katakana)
  expect(new Set(all).size).toBe(all.length)
})

test('spellings follow NPB usage', () => {
  expect(LATIN_SURNAMES.find((entry) => entry.romaji === 'Hernandez')?.katakana).toBe('エルナンデス')
  expect(US_SURNAMES.find((entry) => entry.romaji === 'Davis')?.katakana).toBe('デービス')
})
