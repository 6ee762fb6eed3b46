import { MAIN_MENU, findCurrentHref, groupContainsHref, isActivePath, listMenuLinks } from './navigation'
import { resolveRedirect } from './redirects'
import { matchRoute } from './route-match'
import { ROUTE_TABLE } from './route-table'

test('a route is active when the path starts with it; home only on itself', () => {
  expect(isActivePath('/records/season/standings/2025/central', '/records/season/standings/2025')).toBe(true)
  expect(isActivePath('/records/season/standings/20251', '/records/season/standings/2025')).toBe(false)
  expect(isActivePath('/stats', '/')).toBe(false)
  expect(isActivePath('/', '/')).toBe(true)
})

test('the longest matching link is the current one', () => {
  const links = listMenuLinks()
  expect(findCurrentHref('/records/career/players/batting', links)).toBe('/records/career/players/batting')
  expect(findCurrentHref('/records/career/players/pitching', links)).toBe('/records/career/players')
  expect(findCurrentHref('/nowhere', links)).toBeNull()
  const records = MAIN_MENU.find((group) => group.id === 'records')
  expect(records && groupContainsHref(records, '/records/titles')).toBe(true)
})

test('every menu destination is a page or a redirect to one', () => {
  const links = listMenuLinks()
  expect(links.length).toBeGreaterThan(0)
  for (const { href } of links) {
    const target = resolveRedirect(href) ?? href
    expect([href, matchRoute(target, ROUTE_TABLE)]).toEqual([href, 'valid'])
  }
})

test('the menu covers the spec groups with standings for 2025 and 2024', () => {
  expect(MAIN_MENU.map((group) => group.label)).toEqual([
    '記録', 'リーダー', '成績', '試合', '投球データ', '選手', 'チーム', '試合統計', '分析', 'シミュレーション', 'その他',
  ])
  const hrefs = listMenuLinks().map((link) => link.href)
  expect(hrefs).toEqual(expect.arrayContaining(['/records/season/standings/2025', '/records/season/standings/2024', '/analysis/draft', '/analysis/situational']))
})
