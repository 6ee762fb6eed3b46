import { KOREAN_GIVEN_NAMES, KOREAN_SURNAMES, TAIWANESE_GIVEN_NAMES, TAIWANESE_SURNAMES } from './east-asian-names'

const ALL = [...KOREAN_SURNAMES, ...KOREAN_GIVEN_NAMES, ...TAIWANESE_SURNAMES, ...TAIWANESE_GIVEN_NAMES]

test('every part is Han characters with a hiragana reading and ASCII romaji', () => {
  for (const part of ALL) {
    expect(part.kanji).toMatch(/^[\u4e00-\u9fff]+$/)
    expect(part.kana).toMatch(/^[ぁ-ゖー]+$/)
    expect(part.romaji).toMatch(/^[A-Z][a-z]+$/)
  }
})

test('readings follow the home language, not Japanese on-yomi', () => {
  expect(KOREAN_SURNAMES.find((part) => part.kanji === '金')?.kana).toBe('きむ')
  expect(TAIWANESE_SURNAMES.find((part) => part.kanji === '王')?.kana).toBe('わん')
})
