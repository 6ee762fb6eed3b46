import { toWeightedNames } from './person-name'

test('rows become named entries in order', () => {
  expect(toWeightedNames([['佐藤', 'さとう', 'Sato', 183]])).toEqual([{ kanji: '佐藤', kana: 'さとう', romaji: 'Sato', weight: 183 }])
})
