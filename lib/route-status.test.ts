import { readFileSync } from 'node:fs'
import { FOOTER_GROUPS, listMenuLinks } from '@/lib/navigation'
import { ROUTE_TABLE } from '@/lib/route-table'
import { pageFiles } from '@/test/page-files'
import { isUpcoming, landingPath, routeEntryOf, UPCOMING_PATTERNS } from './route-status'

const pages = pageFiles()
const placeholder = (file: string) => /PendingPage|PagePending/.test(readFileSync(file, 'utf8'))

test('every page that shows the placeholder is listed as upcoming, and every upcoming pattern is such a page', () => {
  expect(pages.length).toBeGreaterThan(50)
  const pending = pages.filter((page) => placeholder(page.file)).map((page) => page.pattern).sort()
  expect(pending.length).toBeGreaterThan(0)
  expect([...UPCOMING_PATTERNS].sort()).toEqual(pending)
})

test('every upcoming pattern is a route of the route table', () => {
  const patterns = new Set(ROUTE_TABLE.map((entry) => entry.pattern))
  expect([...UPCOMING_PATTERNS].filter((pattern) => !patterns.has(pattern))).toEqual([])
})

test('no link that menus, footer and sitemap show as live resolves to a placeholder page', () => {
  const links = [...listMenuLinks(), ...FOOTER_GROUPS.flatMap((group) => group.links)]
  expect(links.length).toBeGreaterThan(40)
  const byPattern = new Map(pages.map((page) => [page.pattern, page.file]))
  const liveToPlaceholder = links.filter((link) => {
    if (isUpcoming(link.href)) return false
    const entry = routeEntryOf(landingPath(link.href))
    const file = entry && byPattern.get(entry.pattern)
    return !file || placeholder(file)
  })
  expect(liveToPlaceholder.map((link) => link.href)).toEqual([])
})

test('links are judged after the site\'s redirects and without their query', () => {
  expect(isUpcoming('/records/career/players')).toBe(false)
  expect(isUpcoming('/records/season/players/batting/2025?sort=hr')).toBe(false)
  expect(isUpcoming('/leaders/batting')).toBe(false)
  expect(isUpcoming('/simulation')).toBe(true)
  expect(isUpcoming('/analysis')).toBe(false)
  expect(isUpcoming('/players/career-search?school=大阪桐蔭')).toBe(false)
  expect(isUpcoming('/simulation/matchup?batter=1')).toBe(true)
  expect(isUpcoming('/game-stats/park-factor?season=2025')).toBe(false)
  expect(isUpcoming('/players/list?q=大谷')).toBe(false)
  expect(isUpcoming('/teams/info')).toBe(false)
})
