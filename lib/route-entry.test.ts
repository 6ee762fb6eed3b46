import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FOOTER_GROUPS, listMenuLinks } from '@/lib/navigation'
import { resolveRedirect } from '@/lib/redirects'
import { ROUTE_TABLE } from '@/lib/route-table'
import { pageFiles } from '@/test/page-files'
import { routeEntryOf } from './route-entry'

const pages = pageFiles()

/** The page a link lands on: its path without query or fragment, after the site's redirects. */
function landingPath(href: string): string {
  const path = href.split(/[?#]/)[0] ?? href
  return resolveRedirect(path) ?? path
}

test('every menu and footer link lands, after redirects, on a route of the table that has a page file', () => {
  const links = [...listMenuLinks(), ...FOOTER_GROUPS.flatMap((group) => group.links)]
  expect(links.length).toBeGreaterThan(40)
  const built = new Set(pages.map((page) => page.pattern))
  const dead = links.filter((link) => {
    const entry = routeEntryOf(landingPath(link.href))
    return !entry || !built.has(entry.pattern)
  })
  expect(dead.map((link) => link.href)).toEqual([])
})

// Every route is live: the placeholder that stood in for unbuilt pages is gone and must not come back.
test('no page file renders a placeholder', () => {
  expect(pages.length).toBeGreaterThan(50)
  expect(existsSync(join(process.cwd(), 'components/layout/PendingPage.tsx'))).toBe(false)
  const placeholders = pages.filter((page) => /PendingPage|PagePending|準備中/.test(readFileSync(page.file, 'utf8')))
  expect(placeholders.map((page) => page.pattern)).toEqual([])
})

test('a path takes its route entry with static segments before dynamic ones', () => {
  expect(ROUTE_TABLE.map((entry) => entry.pattern)).toEqual(expect.arrayContaining(['/columns/glossary', '/columns/:slug']))
  expect(routeEntryOf('/columns/glossary')?.pattern).toBe('/columns/glossary')
  expect(routeEntryOf('/columns/run-values')?.pattern).toBe('/columns/:slug')
  expect(routeEntryOf('/simulation/matchup')?.pattern).toBe('/simulation/matchup')
  expect(routeEntryOf('/no/such/page/here')).toBeNull()
  expect(landingPath('/simulation')).toBe('/simulation/championship')
  expect(landingPath('/game-stats/park-factor?season=2025')).toBe('/game-stats/park-factor')
})
