import { draftHref, parseDraftYear } from './draft-query'

test('a draft class rides ?year=; every class together is the bare path', () => {
  expect(draftHref(null)).toBe('/analysis/draft')
  expect(draftHref(2019)).toBe('/analysis/draft?year=2019')
  expect(parseDraftYear({ year: '2019' })).toBe(2019)
  expect(parseDraftYear({ year: ['2018', '2019'] })).toBe(2018)
})

test('a value that is not a year is no class (the page shows every class, never an error)', () => {
  expect(parseDraftYear({ year: '19' })).toBeNull()
  expect(parseDraftYear({ year: 'all' })).toBeNull()
  expect(parseDraftYear({})).toBeNull()
})
