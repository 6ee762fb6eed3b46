import { draftLabel, seasonsLabel } from './draft-label'

test('a regular pick reads 「2010年 ドラフト3位（阪神）」, a development pick 「2010年 育成4位（阪神）」', () => {
  expect(draftLabel({ year: 2010, round: 3, kind: 'regular', team: 't' })).toBe('2010年 ドラフト3位（阪神）')
  expect(draftLabel({ year: 2010, round: 4, kind: 'ikusei', team: 't' })).toBe('2010年 育成4位（阪神）')
})

test('missing parts are left out, and no year is no draft at all', () => {
  expect(draftLabel({ year: 2019, round: null, kind: 'regular', team: 'zz' })).toBe('2019年 ドラフト')
  expect(draftLabel({ year: null, round: 1, kind: 'regular', team: 'g' })).toBeNull()
})

test('seasons count both ends: 2011–2022 is 12 years, one season is 1', () => {
  expect(seasonsLabel(2011, 2022)).toBe('2011–2022（12年）')
  expect(seasonsLabel(2025, 2025)).toBe('2025（1年）')
  expect(seasonsLabel(null, 2024)).toBe('2024（1年）')
  expect(seasonsLabel(null, null)).toBeNull()
})
