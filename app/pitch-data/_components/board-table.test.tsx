import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { pitchBoardFrom } from '@/lib/data/loaders/pitch-boards/get-pitch-board'
import { pitchTypeSummaryFrom } from '@/lib/data/loaders/pitch-boards/get-pitch-type-summary'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import type { PitchBoardRow } from '@/lib/schemas/pitch-boards'
import { boardColumns } from './board-columns'
import { BoardFilters } from './BoardFilters'
import { boardCsvHref, boardHref, parseBoardQuery, type BoardSide, type SeasonQuery } from './board-query'
import { boardCsv, boardViewModel, nextOrder } from './board-view'
import { BoardTable } from './BoardTable'

let db: Database.Database
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

function view(side: BoardSide, search: Record<string, string> = {}) {
  const query: SeasonQuery = { ...parseBoardQuery(side, search), season: 2025 }
  const board = pitchBoardFrom(db, 2025, side, { minPitches: query.min })
  const summary = pitchTypeSummaryFrom(db, 2025)
  if (!board?.available || !summary?.available) throw new Error('the simulated 2025 season has pitches')
  const types = summary.types.map((line) => line.type)
  return { query, types, model: boardViewModel(side, query, board.rows, types) }
}

function render(side: BoardSide, search: Record<string, string> = {}) {
  const { query, model } = view(side, search)
  const sort = { key: model.sortColumn.key, order: model.order, hrefFor: (key: string) => boardHref(side, query, 2025, { sort: key, order: nextOrder({ key: model.sortColumn.key, order: model.order }, key) }) }
  return renderToStaticMarkup(<BoardTable caption="board" side={side} season={2025} columns={model.columns} rows={model.rows} sort={sort} />)
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
/** RFC 4180 fields of one CSV line (a count over 999 is quoted: "1,640"). */
const csvFields = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'))
const cellTexts = (html: string) => [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')))

test('a bad query falls back quietly: unknown min, league, club and view to the defaults, a club of the other league to all clubs', () => {
  expect(parseBoardQuery('pitching', { min: '7', league: 'western', team: 'zz', view: 'nope', sort: 'DROP TABLE', order: 'up' }))
    .toEqual({ season: null, min: 500, league: null, team: null, view: 'summary', sort: 'pitches', order: 'desc' })
  expect(parseBoardQuery('batting', { season: '2024', min: '1000', league: 'central', team: 'h' })).toMatchObject({ season: 2024, min: 1000, league: 'central', team: null })
  expect(parseBoardQuery('batting', { view: 'usage' }).view).toBe('summary') // a pitching tab
})

test('links leave defaults out (one address per view) and the CSV names the season', () => {
  const query: SeasonQuery = { ...parseBoardQuery('pitching', {}), season: 2025 }
  expect(boardHref('pitching', query, 2025)).toBe('/pitch-data/pitching')
  expect(boardHref('pitching', query, 2025, { season: 2024, min: 1000, team: 'g', sort: 'whiff', order: 'asc' })).toBe('/pitch-data/pitching?season=2024&min=1000&team=g&sort=whiff&order=asc')
  expect(boardCsvHref('batting', { ...query, min: 300, league: 'pacific' })).toBe('/api/pitch-data/batting/csv?season=2025&league=pacific')
})

test('the pitcher board: one row per pitcher with 500+ pitches, most first, each name to his 投球分析 of the season, each club to its page', () => {
  const { model } = view('pitching')
  const html = render('pitching')
  const rows = cellTexts(html)
  expect(rows).toHaveLength(model.rows.length)
  expect(model.rows.every((row) => row.pitches >= 500)).toBe(true)
  const first = model.rows[0] as PitchBoardRow
  expect(hrefs(html)).toContain(`/players/${first.playerId}/pitch-analysis/2025/details`)
  expect(hrefs(html)).toContain(`/teams/${first.team}/info`)
  expect(rows[0]?.[0]).toBe(first.name)
  // The sort header links: 球数 flips to ascending, another column starts descending.
  expect(hrefs(html)).toContain('/pitch-data/pitching?sort=pitches&order=asc')
  expect(hrefs(html)).toContain('/pitch-data/pitching?sort=whiff&order=desc')
})

test('sorting by whiff % orders the rows by it, and the CSV lists the table’s rows with the table’s printed values', () => {
  const { model } = view('pitching', { sort: 'whiff', order: 'desc' })
  const whiffs = model.rows.map((row) => row.whiffPct ?? -1)
  expect(whiffs).toEqual([...whiffs].sort((a, b) => b - a))
  const table = cellTexts(render('pitching', { sort: 'whiff', order: 'desc' }))
  // The table's phone copy of the sort column sits after the club; the CSV has the league after the club instead.
  const csv = boardCsv(model, null).replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map(csvFields)
  expect(csv.map((line) => [line[0], line[1], ...line.slice(3)])).toEqual(table.map((cells) => [cells[0], cells[1], ...cells.slice(3)]))
})

test('the batter tabs: AVG by pitch type lists every type of the season; the attack-zone tab sums swings and takes', () => {
  const { types, model } = view('batting', { view: 'avg' })
  expect(model.columns.map((column) => column.key)).toEqual(['ab', 'avg', ...types.map((type) => `avg_${type.toLowerCase()}`)])
  const zones = boardColumns('batting', 'zones', types)
  const total = zones.find((column) => column.key === 'zone_runs')
  const row = model.rows[0] as PitchBoardRow
  const parts = zones.filter((column) => column.key.endsWith('_swing') || column.key.endsWith('_take')).reduce((sum, column) => sum + (column.value(row) ?? 0), 0)
  expect(total?.value(row)).toBeCloseTo(parts, 9)
})

test('a tab keeps the sort only where it lists that column', () => {
  const { query, types } = view('pitching', { sort: 'whiff' })
  const html = renderToStaticMarkup(<BoardFilters side="pitching" query={{ ...query, sort: 'whiff', order: 'desc' }} latest={2025} types={types} />)
  expect(hrefs(html)).toContain('/pitch-data/pitching?view=usage')
  expect(hrefs(html)).toContain('/pitch-data/pitching?sort=whiff&order=desc')
  expect(hrefs(html)).toContain('/pitch-data/pitching?min=1000&sort=whiff&order=desc')
})

test('a 150-row board stays lean: well under 250 kB of HTML', () => {
  const { model } = view('batting', { min: '100' })
  expect(model.rows.length).toBeGreaterThan(150)
  expect(Buffer.byteLength(render('batting', { min: '100' }))).toBeLessThan(120_000)
})
