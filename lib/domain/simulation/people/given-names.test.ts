import { GIVEN_NAMES } from './given-names'
import { romanizeKana } from './romanize-kana'

test('the table has over 200 distinct given names', () => {
  expect(GIVEN_NAMES.length).toBeGreaterThanOrEqual(200)
  expect(new Set(GIVEN_NAMES.map((entry) => entry.kanji)).size).toBe(GIVEN_NAMES.length)
})

test('every reading is hiragana and every romaji a capitalised ASCII word', () => {
  for (const entry of GIVEN_NAMES) {
    expect(entry.kana).toMatch(/^[ぁ-ゖ]+$/)
    expect(entry.romaji).toMatch(/^[A-Z][a-z]+$/)
    expect(entry.kanji).not.toMatch(/[ぁ-ゖァ-ヺ\s]/)
    expect(entry.weight).toBeGreaterThan(0)
  }
})

test('romaji is the Hepburn spelling of the reading (oracle: romanizeKana)', () => {
  for (const entry of GIVEN_NAMES) expect(`${entry.kanji} ${romanizeKana(entry.kana)}`).toBe(`${entry.kanji} ${entry.romaji}`)
})

test('spot check of readings and romaji', () => {
  const find = (kanji: string) => GIVEN_NAMES.find((entry) => entry.kanji === kanji)
  expect(find('翔太')).toMatchObject({ kana: 'しょうた', romaji: 'Shota' })
  expect(find('大翔')).toMatchObject({ kana: 'ひろと', romaji: 'Hiroto' })
  expect(find('颯太')).toMatchObject({ kana: 'そうた', romaji: 'Sota' })
  expect(find('亮')).toMatchObject({ kana: 'りょう', romaji: 'Ryo' })
  expect(find('悠斗')).toMatchObject({ kana: 'ゆうと', romaji: 'Yuto' })
  expect(find('康太')).toMatchObject({ kana: 'こうた', romaji: 'Kota' })
  expect(find('一平')).toMatchObject({ kana: 'いっぺい', romaji: 'Ippei' })
  expect(find('龍之介')).toMatchObject({ kana: 'りゅうのすけ', romaji: 'Ryunosuke' })
})
