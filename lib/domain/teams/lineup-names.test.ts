import { lineupNames } from './lineup-names'

test('family names alone, the given name’s first character where two share a family name, the whole name where even that is shared', () => {
  expect(lineupNames({ a: '佐藤 輝明', b: '佐藤 直樹', c: '近本 光司', d: '高橋 大貴', e: '高橋 大樹', f: '大勢', g: 'Ｊ．オスナ' })).toEqual({
    a: '佐藤輝', b: '佐藤直', c: '近本', d: '高橋 大貴', e: '高橋 大樹', f: '大勢', g: 'Ｊ．オスナ',
  })
})

test('a full-width space splits a name too', () => {
  expect(lineupNames({ a: '岡本　和真' })).toEqual({ a: '岡本' })
})
