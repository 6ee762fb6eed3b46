import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { matchRoute } from './route-match'
import { ROUTE_TABLE } from './route-table'

function pagePatterns(dir: string, root: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name.startsWith('_') ? [] : pagePatterns(path, root)
    if (name !== 'page.tsx') return []
    const segments = relative(root, dir).split(sep).filter((segment) => segment && !segment.startsWith('('))
    return [`/${segments.map((segment) => segment.replace(/^\[(\w+)\]$/, ':$1')).join('/')}`]
  })
}

test('the route table lists exactly the pages under app/', () => {
  const root = join(__dirname, '..', 'app')
  expect(pagePatterns(root, root).sort()).toEqual(ROUTE_TABLE.map((entry) => entry.pattern).sort())
})

test('every sample path of the table is a valid route', () => {
  for (const entry of ROUTE_TABLE) expect([entry.sample, matchRoute(entry.sample, ROUTE_TABLE)]).toEqual([entry.sample, 'valid'])
})

test.each([
  ['/records/season/standings/1999', 'invalid-params'],
  ['/records/season/standings/2025/east', 'invalid-params'],
  ['/records/season/players/fielding/2025', 'invalid-params'],
  ['/records/titles/most_valuable', 'invalid-params'],
  ['/teams/zz/info', 'invalid-params'],
  ['/players/abc/career-batting/2025', 'invalid-params'],
  ['/games/20250230-g-s-01', 'invalid-params'],
  ['/teams/player-strategy/pitching/season/2025/g', 'invalid-params'],
  ['/teams/info', 'valid'],
  ['/teams/starting-lineup/2025/t', 'valid'],
  ['/players/41045138/pitch-analysis/2025/zone', 'valid'],
  ['/players/%E5%B7%A8/career-batting/2025', 'invalid-params'],
  ['/columns/glossary', 'valid'],
  ['/columns/park-factor', 'valid'],
  ['/columns/no-such-article', 'invalid-params'],
  ['/nowhere/at/all', 'unrouted'],
])('%s is %s', (path, expected) => {
  expect(matchRoute(path, ROUTE_TABLE)).toBe(expected)
})
