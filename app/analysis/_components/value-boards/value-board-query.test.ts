import { parseValueBoardQuery, valueBoardCsvHref, valueBoardHref } from './value-board-query'

const view = { season: 2025, league: 'npb' as const, qualified: true, sort: null, order: 'desc' as const, page: 1 }

test('reads season, league, qualified, sort, order and page, dropping what it cannot use', () => {
  expect(parseValueBoardQuery({ season: '2024', league: 'central', qualified: 'false', sort: 'clutch', order: 'asc', page: '2' })).toEqual({
    season: 2024, league: 'central', qualified: false, sort: 'clutch', order: 'asc', page: 2,
  })
  expect(parseValueBoardQuery({ season: 'x', league: 'west', qualified: 'no', sort: 'DROP TABLE', order: 'up', page: '-1' })).toEqual({
    season: null, league: 'npb', qualified: true, sort: null, order: 'desc', page: 1,
  })
})

test('the defaults stay out of the address, so each view has one', () => {
  expect(valueBoardHref('wpa', 'batting', view, 2025)).toBe('/analysis/wpa/batting')
  expect(valueBoardHref('re24', 'pitching', view, 2025, { season: 2024, league: 'pacific', qualified: false, sort: 'boli', order: 'asc', page: 3 })).toBe(
    '/analysis/re24/pitching?season=2024&league=pacific&qualified=false&sort=boli&order=asc&page=3',
  )
  expect(valueBoardHref('lwts', 'batting', view, 2025, { sort: 'e_hr' })).toBe('/analysis/lwts/batting?sort=e_hr')
})

test('the CSV names the season always, then the same scope, players and order (no page: it holds every page)', () => {
  expect(valueBoardCsvHref('wpa', 'batting', view)).toBe('/api/analysis/wpa/batting/csv?season=2025')
  expect(valueBoardCsvHref('lwts', 'pitching', { ...view, league: 'central', qualified: false, sort: 'lwts', order: 'asc', page: 2 })).toBe(
    '/api/analysis/lwts/pitching/csv?season=2025&league=central&qualified=false&sort=lwts&order=asc',
  )
})
