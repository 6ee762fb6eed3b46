import { parseStandingsQuery, standingsHref } from './standings-query'

test('home/road and date choices are read from the query; nonsense falls back to all games, season end', () => {
  expect(parseStandingsQuery({ home_away: 'home', as_of: '2025-07-31' }, 2025)).toEqual({ homeAway: 'home', asOf: '2025-07-31' })
  expect(parseStandingsQuery({ home_away: ['away', 'home'] }, 2025)).toEqual({ homeAway: 'away', asOf: undefined })
  expect(parseStandingsQuery({ home_away: 'both', as_of: '2024-07-31' }, 2025)).toEqual({ homeAway: 'all', asOf: undefined })
  expect(parseStandingsQuery({ as_of: '2025-02-30' }, 2025)).toEqual({ homeAway: 'all', asOf: undefined })
})

test('links leave defaults out and carry the date only on the table', () => {
  const scope = { view: 'standings', season: 2025, league: undefined } as const
  expect(standingsHref(scope)).toBe('/records/season/standings/2025')
  expect(standingsHref({ ...scope, league: 'pacific' }, { homeAway: 'all' })).toBe('/records/season/standings/2025/pacific')
  expect(standingsHref(scope, { homeAway: 'away', asOf: '2025-05-31' })).toBe('/records/season/standings/2025?home_away=away&as_of=2025-05-31')
  expect(standingsHref({ ...scope, view: 'trends' }, { asOf: '2025-05-31' })).toBe('/records/season/trends/2025')
})
