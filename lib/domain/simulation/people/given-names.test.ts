import { GIVEN_NAMES } from './given-names'
import { expectNameTable } from './expect-name-table'

test('over 200 distinct given names, hiragana readings, Hepburn romaji (oracle: romanizeKana)', () => {
  expectNameTable(GIVEN_NAMES, { minSize: 200 })
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
