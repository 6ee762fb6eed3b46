import { parseScatterPosition, positionViewHref, positionViewPath } from './position-view-href'

test('the default view (batting, latest season, all clubs) is the bare path; every other view names mode, season and club', () => {
  expect(positionViewPath({ mode: 'batting', season: 2025, team: 'all' }, 2025)).toBe('/analysis/position-correlation')
  expect(positionViewPath({ mode: 'batting', season: 2024, team: 'all' }, 2025)).toBe('/analysis/position-correlation/batting/2024/all')
  expect(positionViewPath({ mode: 'fielding', season: 2025, team: 'all' }, 2025)).toBe('/analysis/position-correlation/fielding/2025/all')
  expect(positionViewPath({ mode: 'batting', season: 2025, team: 'h' }, 2025)).toBe('/analysis/position-correlation/batting/2025/h')
})

test('the scatter position rides the query, and only a position of the mode is read from it', () => {
  expect(positionViewHref({ mode: 'fielding', season: 2024, team: 'g' }, 2025, 'SS')).toBe('/analysis/position-correlation/fielding/2024/g?pos=SS')
  expect(positionViewHref({ mode: 'batting', season: 2025, team: 'all' }, 2025, 'DH')).toBe('/analysis/position-correlation?pos=DH')
  expect(parseScatterPosition({ pos: 'DH' }, 'batting')).toBe('DH')
  expect(parseScatterPosition({ pos: 'DH' }, 'fielding')).toBeNull()
  expect(parseScatterPosition({ pos: ['CF', 'SS'] }, 'fielding')).toBe('CF')
  expect(parseScatterPosition({ pos: 'XX' }, 'batting')).toBeNull()
  expect(parseScatterPosition({}, 'batting')).toBeNull()
})
