import { draftLabel, handsLabel, japaneseDate, schoolPath } from './profile-facts'

test('投打: throwing hand first, then the batting side', () => {
  expect(handsLabel('L', 'R')).toBe('右投左打')
  expect(handsLabel('S', 'L')).toBe('左投両打')
  expect(handsLabel(null, 'R')).toBeNull()
})

test('dates print as 年月日 without leading zeros', () => {
  expect(japaneseDate('1991-01-05')).toBe('1991年1月5日')
  expect(japaneseDate(null)).toBeNull()
})

test('draft: year, round (育成 marked) and club', () => {
  expect(draftLabel({ year: 2010, round: 7, team: 'g', kind: 'ikusei' })).toBe('2010年 育成7位（巨人）')
  expect(draftLabel({ year: 2015, round: 1, team: 't', kind: 'regular' })).toBe('2015年 1位（阪神）')
  expect(draftLabel({ year: 2015, round: null, team: null, kind: null })).toBe('2015年 ドラフト')
})

test('schools in the order walked, unknown steps left out', () => {
  expect(schoolPath({ high_school: '大阪桐蔭高', university: null, corporate: 'トヨタ自動車', independent: null })).toBe('大阪桐蔭高 → トヨタ自動車')
  expect(schoolPath({ high_school: null, university: null, corporate: null, independent: null })).toBeNull()
})
