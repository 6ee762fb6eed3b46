import { nextSort, playerCsvHref, playerViewHref, teamViewHref, type PlayerView } from './records-href'

const PATH = '/records/season/players/batting/2025'
const DEFAULT: PlayerView = { qualified: true, team: null, group: 'basic', sort: 'avg', order: 'desc', page: 1, min: null }

test('the default view is the bare path: the canonical URL carries no query', () => {
  expect(playerViewHref(PATH, 'batting', DEFAULT, {})).toBe(PATH)
  expect(teamViewHref('/records/season/teams/pitching/2025', 'pitching', { sort: 'era', order: 'asc', group: 'basic' })).toBe('/records/season/teams/pitching/2025')
  expect(teamViewHref('/records/season/teams/batting/2025', 'batting', { sort: 'hr', order: 'desc', group: 'saber' })).toBe('/records/season/teams/batting/2025?group=saber&sort=hr&order=desc')
})

test('a filter link keeps the other settings and goes back to page 1', () => {
  const view: PlayerView = { ...DEFAULT, sort: 'hr', order: 'desc', page: 3 }
  expect(playerViewHref(PATH, 'batting', view, { team: 'g' })).toBe(`${PATH}?team=g&sort=hr&order=desc`)
  expect(playerViewHref(PATH, 'batting', view, { qualified: false, group: 'saber' })).toBe(`${PATH}?qualified=false&group=saber&sort=hr&order=desc`)
  expect(playerViewHref(PATH, 'batting', view, { page: 4 })).toBe(`${PATH}?sort=hr&order=desc&page=4`)
})

test('a header sorts by its column in its natural order, and flips the order on the sorted column', () => {
  expect(nextSort('batting', { sort: 'avg', order: 'desc' }, 'hr')).toEqual({ sort: 'hr', order: 'desc' })
  expect(nextSort('batting', { sort: 'avg', order: 'desc' }, 'avg')).toEqual({ sort: 'avg', order: 'asc' })
  expect(nextSort('pitching', { sort: 'so', order: 'desc' }, 'fip')).toEqual({ sort: 'fip', order: 'asc' })
  expect(nextSort('pitching', { sort: 'era', order: 'asc' }, 'era')).toEqual({ sort: 'era', order: 'desc' })
  // Flipping ERA back to ascending is the default again: the link is the bare path.
  expect(playerViewHref(PATH, 'pitching', { ...DEFAULT, sort: 'era', order: 'desc' }, nextSort('pitching', { sort: 'era', order: 'desc' }, 'era'))).toBe(PATH)
})

test('the CSV link names the type, season and league, and carries the view but not its page', () => {
  const view: PlayerView = { ...DEFAULT, team: 'h', sort: 'ops', order: 'desc', page: 2 }
  expect(playerCsvHref('batting', 2025, 'pacific', view)).toBe('/api/records/season/players/csv?type=batting&season=2025&league=pacific&team=h&sort=ops&order=desc')
  expect(playerCsvHref('pitching', 2024, undefined, { ...DEFAULT, sort: 'era', order: 'asc' })).toBe('/api/records/season/players/csv?type=pitching&season=2024')
})

test('a club page whose own default sort is playing time leaves that out of its URLs and spells AVG out', () => {
  const path = '/teams/g/batting/2025'
  expect(teamViewHref(path, 'batting', { sort: 'pa', order: 'desc', group: 'basic' }, 'pa')).toBe(path)
  expect(teamViewHref(path, 'batting', { sort: 'avg', order: 'desc', group: 'basic' }, 'pa')).toBe(`${path}?sort=avg&order=desc`)
  expect(teamViewHref('/teams/g/pitching/2025', 'pitching', { sort: 'outs', order: 'asc', group: 'detail' }, 'outs')).toBe('/teams/g/pitching/2025?group=detail&sort=outs&order=asc')
})
