import { describeSituational } from './describe-situational'
import { pagerPages } from './FinderPager'
import { finderSearchKey } from './finder-search-key'
import { finderApiQuery, parseSituationalSearch, situationalHref } from './situational-query'

test('the URL’s query: league, family and the finder; bad values fall back to the defaults, never an error', () => {
  expect(parseSituationalSearch({ league: 'pacific', family: 'count', bases: '7', outs: '2', ph: '1', seasons: 'all', page: '3' })).toEqual({
    league: 'pacific', family: 'count', finder: { filter: { bases: '7', outs: '2', ph: true }, all: true, page: 3 },
  })
  expect(parseSituationalSearch({ league: 'mlb', family: 'weather', bases: '9', outs: ['2', '1'], month: '13', page: '0', player: '1;DROP' })).toEqual({
    league: 'npb', family: 'runners', finder: { filter: { outs: '2' }, all: false, page: 1 },
  })
})

test('a club of the other league is dropped from the finder, not answered with nothing', () => {
  expect(parseSituationalSearch({ league: 'central', team: 'h' }).finder.filter).toEqual({})
  expect(parseSituationalSearch({ league: 'pacific', team: 'h' }).finder.filter).toEqual({ team: 'h' })
})

test('an address spells its query in one order with the defaults left out', () => {
  const path = '/analysis/situational/batting/2025'
  const query = parseSituationalSearch({ ph: '1', family: 'runners', outs: '2', league: 'npb', bases: '7', page: '1' })
  expect(situationalHref(path, query)).toBe(`${path}?bases=7&outs=2&ph=1`)
  expect(situationalHref(path, { ...query, league: 'central', family: 'count', finder: { ...query.finder, all: true, page: 2 } })).toBe(`${path}?league=central&family=count&bases=7&outs=2&ph=1&seasons=all&page=2`)
})

test('the API query always names the side and the season (or all); the finder’s key ignores the table’s family', () => {
  const { league, finder } = parseSituationalSearch({ league: 'central', outs: '2', seasons: 'all', page: '2' })
  expect(finderApiQuery('pitching', 2025, league, finder)).toBe('side=pitching&season=all&league=central&outs=2&page=2')
  expect(finderSearchKey('family=count&outs=2&bases=7')).toBe(finderSearchKey({ bases: '7', outs: ['2', '1'] }))
  expect(finderSearchKey('family=count')).toBe('')
})

test('title and canonical follow the table (season, league, family), not the finder’s filters', () => {
  const view = {
    side: 'pitching' as const, season: 2024, seasons: [2025, 2024], latest: 2025, path: '/analysis/situational/pitching/2024', held: true,
    query: parseSituationalSearch({ league: 'central', family: 'count', bases: '7' }),
  }
  const page = describeSituational(view)
  expect([page.title, page.path]).toEqual(['2024年 セ・リーグ 状況別投手成績（カウント別）', '/analysis/situational/pitching/2024?league=central&family=count'])
  expect(page.structuredData).toMatchObject({ '@type': 'Dataset', temporalCoverage: '2024', distribution: { encodingFormat: 'application/json' } })
})

test('the pager shows the first and last pages and two either side of the current one, gaps marked', () => {
  expect(pagerPages(1, 3)).toEqual([1, 2, 3])
  expect(pagerPages(50, 25780)).toEqual([1, null, 48, 49, 50, 51, 52, null, 25780])
  expect(pagerPages(2, 9)).toEqual([1, 2, 3, 4, null, 9])
})
