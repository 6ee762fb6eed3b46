import { join } from 'node:path'
import { ROUTE_TABLE } from '@/lib/route-table'
import { importsModule, pageFiles } from '@/test/page-files'
import { DATA_PAGE_PATTERNS, readsDatabase } from './data-pages'

const DB = join(process.cwd(), 'lib', 'data', 'db.ts')

test('the data pages are exactly the pages whose imports reach lib/data/db.ts', () => {
  const pages = pageFiles()
  expect(pages.length).toBeGreaterThan(50)
  const reading = pages.filter((page) => importsModule(page.file, DB)).map((page) => page.pattern).sort()
  expect(reading).toContain('/records/season/standings/:season')
  expect([...DATA_PAGE_PATTERNS].sort()).toEqual(reading)
})

test('every route sample is judged by its own route: data pages read the database, the rest do not', () => {
  const wrong = ROUTE_TABLE.filter((entry) => readsDatabase(entry.sample) !== DATA_PAGE_PATTERNS.has(entry.pattern))
  expect(wrong.map((entry) => entry.sample)).toEqual([])
})

test('static segments win: the glossary and the releases need no data, the season pages do', () => {
  expect(readsDatabase('/columns/glossary')).toBe(false)
  expect(readsDatabase('/columns/park-factor')).toBe(true)
  expect(readsDatabase('/releases')).toBe(false)
  expect(readsDatabase('/records/season/standings/2025')).toBe(true)
  expect(readsDatabase('/records/season/players/batting/2025')).toBe(true)
  expect(readsDatabase('/')).toBe(true)
  expect(readsDatabase('/no/such/page')).toBe(false)
})
