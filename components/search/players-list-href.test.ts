import { playersListHref } from './players-list-href'

test('the list path carries only what the view sets, the query encoded', () => {
  expect(playersListHref({})).toBe('/players/list')
  expect(playersListHref({ q: '大谷 翔平' })).toBe('/players/list?q=%E5%A4%A7%E8%B0%B7+%E7%BF%94%E5%B9%B3')
  expect(playersListHref({ team: 'g', page: 1 })).toBe('/players/list?team=g')
  expect(playersListHref({ q: 'a&b=c', team: 'db', page: 3 })).toBe('/players/list?q=a%26b%3Dc&team=db&page=3')
})

test('every filter and the sort are kept, in a fixed order, the page last', () => {
  expect(playersListHref({ sort: '-age', page: 2, throws: 'L', status: 'active', pos: 'P', team: 't', bats: 'S', q: 'むら' })).toBe(
    '/players/list?q=%E3%82%80%E3%82%89&team=t&pos=P&status=active&bats=S&throws=L&sort=-age&page=2',
  )
})
