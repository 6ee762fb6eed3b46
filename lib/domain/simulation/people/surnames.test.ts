import { expectNameTable } from './expect-name-table'
import { SURNAMES } from './surnames'

/** 上 (うえ) and 浦 (うら) start with a vowel of their own, so no long vowel is formed. */
const MORPHEME_BOUNDARIES = new Set(['井上', '松浦'])

test('over 200 distinct surnames, hiragana readings, Hepburn romaji (oracle: romanizeKana)', () => {
  expectNameTable(SURNAMES, { minSize: 200, romajiExceptions: MORPHEME_BOUNDARIES })
  const inoue = SURNAMES.find((entry) => entry.kanji === '井上')
  expect(inoue?.romaji).toBe('Inoue')
})

test('spot check of readings', () => {
  const reading = (kanji: string) => SURNAMES.find((entry) => entry.kanji === kanji)?.kana
  expect(reading('佐藤')).toBe('さとう')
  expect(reading('長谷川')).toBe('はせがわ')
  expect(reading('五十嵐')).toBe('いがらし')
  expect(reading('服部')).toBe('はっとり')
  expect(reading('河野')).toBe('こうの')
  expect(reading('熊谷')).toBe('くまがい')
  expect(reading('東')).toBe('ひがし')
})

test('the four most common surnames lead in real order', () => {
  expect(SURNAMES.slice(0, 4).map((entry) => entry.kanji)).toEqual(['佐藤', '鈴木', '高橋', '田中'])
  const weights = SURNAMES.map((entry) => entry.weight)
  expect(weights).toEqual([...weights].sort((a, b) => b - a))
})
