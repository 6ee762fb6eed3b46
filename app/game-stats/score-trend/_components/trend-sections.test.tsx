import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { scoreTrendFrom } from '@/lib/data/loaders/game-stats/score/get-score-trend'
import { seasonAveragesFrom } from '@/lib/data/loaders/list-season-averages'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatStat } from '@/lib/domain/format/stat-format'
import { MonthlySection } from './MonthlySection'
import { SeasonsSection } from './SeasonsSection'
import { seasonTrendRows } from './trend-seasons'

let db: Database.Database
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const tableRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')))

test('the month table: one row per month as played with every figure, and a シーズン row equal to the season-average page’s', () => {
  const trend = scoreTrendFrom(db, 2025, 'pacific')
  if (!trend) throw new Error('no 2025 パ')
  const rows = tableRows(renderToStaticMarkup(<MonthlySection trend={trend} metric="hr" />))
  expect(rows[0]).toEqual(['月', '球団試合', '得点/試合', '本塁打/試合', '打率', '三振率', '四球率'])
  expect(rows.slice(1, -1).map((row) => row[0])).toEqual(trend.months.map((month) => `${month.month}月`))
  const averages = seasonAveragesFrom(db, 'batting')
  const season = averages.type === 'batting' ? averages.rows.find((row) => row.season === 2025 && row.scope === 'pacific') : undefined
  expect(rows[rows.length - 1]).toEqual([
    'シーズン', formatStat(trend.total.clubGames, 'count'), formatStat(season?.runs_per_game ?? null, 'decimal2'), formatStat(season?.hr_per_game ?? null, 'decimal2'),
    formatStat(season?.avg ?? null, 'rate3'), formatStat(season?.k_pct ?? null, 'percent'), formatStat(season?.bb_pct ?? null, 'percent'),
  ])
})

test('the season table lists the newest season first, each linking to its months with the chart’s metric kept', () => {
  const rows = seasonTrendRows(seasonAveragesFrom(db, 'batting'), 'central')
  const html = renderToStaticMarkup(<SeasonsSection side={{ season: 2025, league: 'central' }} rows={rows} latest={2025} metric="avg" />)
  const table = tableRows(html)
  expect(table.slice(1).map((row) => row[0])).toEqual([...rows].reverse().map((row) => `${row.season}年`))
  expect(html).toContain('href="/game-stats/score-trend?season=2024&amp;league=central&amp;metric=avg"')
  expect(html).toContain('href="/records/season-average/batting"')
})

beforeEach(() => {
  expect.hasAssertions()
})
