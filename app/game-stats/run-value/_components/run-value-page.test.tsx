import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { runValueViewFrom } from '@/lib/data/loaders/game-stats/run-value/get-run-value-view'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatSigned } from '@/lib/domain/format/numbers'
import type { RunValueView } from '@/lib/schemas/run-value'
import { describeRunValuePage } from './describe-run-value-page'
import { gutsCsv, GUTS_COLUMNS } from './guts-columns'
import { RunValueContent } from './RunValueContent'

let npb: RunValueView | null
let central: RunValueView | null
beforeAll(() => {
  process.env.NPB_DB_PATH = simDatabasePath()
  const db = new Database(simDatabasePath(), { readonly: true })
  npb = runValueViewFrom(db, 2025, 'npb')
  central = runValueViewFrom(db, 2024, 'central')
  db.close()
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

test('the page lists each event’s value, names the events that never happened, and prints 1.02’s constant beside ours for NPB 2025', () => {
  const html = renderToStaticMarkup(<RunValueContent data={npb} season={2025} league="npb" latest={2025} />)
  const hr = npb?.weights.find((row) => row.event === 'HR')
  expect(text(html)).toContain(`本塁打 ${formatSigned(hr?.run_value ?? null, 3)} ${formatSigned(hr?.above_outs ?? null, 3)}`)
  expect(text(html)).toContain('この年度に記録のない出来事（打撃妨害）は表にありません。')
  expect(text(html)).toContain('1.02公表値（RA9基準） 3.053')
  expect(html).toContain('href="/api/game-stats/run-value/csv"')
  expect(html).toContain('href="/columns/glossary#')
})

test('a league’s page has no published constant card line, and its CSV link keeps the league', () => {
  const html = renderToStaticMarkup(<RunValueContent data={central} season={2024} league="central" latest={2025} />)
  expect(text(html)).not.toContain('1.02公表値（RA9基準）')
  expect(html).toContain('href="/api/game-stats/run-value/csv?league=central"')
  expect(html).toContain('href="/game-stats/run-value?season=2024&amp;league=central"')
})

test('a season without run values says so in one line', () => {
  const html = renderToStaticMarkup(<RunValueContent data={null} season={2016} league="pacific" latest={2025} />)
  expect(text(html)).toContain('2016年のパ・リーグは、得点価値を求めるレギュラーシーズンの打席記録がありません。')
})

test('the CSV rows are the table’s cells, printed by the same columns', () => {
  const rows = npb?.guts ?? []
  const [header, ...lines] = gutsCsv(rows, null).slice(1).trimEnd().split('\r\n')
  expect(header?.split(',')).toEqual(GUTS_COLUMNS.map((column) => column.header))
  expect(lines.map((line) => line.split(','))).toEqual(rows.map((row) => GUTS_COLUMNS.map((column) => column.print(row))))
})

test('title, canonical and Dataset follow the view: the latest NPB view is the bare path', () => {
  const seasons = [2025, 2024]
  const latest = describeRunValuePage({ query: { season: 2025, league: 'npb' }, seasons, latest: 2025 })
  expect([latest.title, latest.path]).toEqual(['得点価値（Linear Weights）', '/game-stats/run-value'])
  const other = describeRunValuePage({ query: { season: 2024, league: 'pacific' }, seasons, latest: 2025 })
  expect([other.title, other.path]).toEqual(['2024年 パ・リーグ 得点価値（Linear Weights）', '/game-stats/run-value?season=2024&league=pacific'])
  expect(other.structuredData).toMatchObject({ '@type': 'Dataset', temporalCoverage: '2024/2025', distribution: { contentUrl: expect.stringMatching(/\/api\/game-stats\/run-value\/csv\?league=pacific$/) } })
})
