import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { countExpectancyFrom } from '@/lib/data/loaders/game-stats/run-expectancy/get-count-expectancy'
import { runExpectancyMatrixFrom } from '@/lib/data/loaders/game-stats/run-expectancy/get-run-expectancy-matrix'
import { runExpectancyTrendFrom } from '@/lib/data/loaders/game-stats/run-expectancy/list-run-expectancy-trend'
import { openSimWithCountTransitions } from '@/lib/data/loaders/game-stats/run-expectancy/sim-with-count-transitions'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { CountExpectancy, RunExpectancyMatrixView, RunExpectancyTrend } from '@/lib/schemas/run-expectancy'
import { CountSection } from './CountSection'
import { MatrixSections } from './MatrixSections'
import { PublishedComparison } from './PublishedComparison'
import { DEFAULT_COUNT_QUERY, runExpectancyHref, type CountQuery } from './run-expectancy-query'
import { SeasonTrendSection } from './SeasonTrendSection'

let matrix: RunExpectancyMatrixView
let trend: RunExpectancyTrend
let byCount: CountExpectancy | null
const LOADED: CountQuery = { ...DEFAULT_COUNT_QUERY, state: { outs: 0, bases: 7 } }

beforeAll(() => {
  const sim = openSimWithCountTransitions()
  try {
    const found = runExpectancyMatrixFrom(sim.db, 2025, 'npb')
    if (!found) throw new Error('the simulated 2025 season has a matrix')
    matrix = found
    trend = runExpectancyTrendFrom(sim.db, 'npb')
    byCount = countExpectancyFrom(sim.db, 2025, 'npb', LOADED.state, LOADED.situation)
  } finally {
    sim.close()
  }
})

const render = (element: ReactElement) => renderToStaticMarkup(element)
/** The text of each row of the table whose caption matches, cells joined by '|'. */
function tableRows(html: string, caption: RegExp): string[] {
  const table = [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map((match) => match[0]).find((markup) => caption.test(markup))
  if (!table) throw new Error(`no table ${caption}`)
  const body = table.slice(table.indexOf('<tbody'))
  return [...body.matchAll(/<tr[\s\S]*?<\/tr>/g)].map((row) => [...row[0].matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')).join('|'))
}

test('the matrix prints each cell as RE (PAs), rows in the published order, and P(≥1 run) as a percentage', () => {
  const html = render(createElement(MatrixSections, { view: matrix }))
  const rows = tableRows(html, /の得点期待値（括弧内は打席数）/)
  const cell = (outs: number, bases: number) => matrix.cells[outs * 8 + bases]
  const printed = (outs: number, bases: number) => `${formatStat(cell(outs, bases)?.runs ?? null, 'decimal3')}(${formatStat(cell(outs, bases)?.sample ?? 0, 'count')})`
  expect(rows.map((row) => row.split('|')[0])).toEqual(['走者なし', '一塁', '二塁', '三塁', '一・二塁', '一・三塁', '二・三塁', '満塁'])
  expect(rows[7]).toBe(`満塁|${printed(0, 7)}|${printed(1, 7)}|${printed(2, 7)}`)
  expect(tableRows(html, /の得点確率/)[0]).toBe(`走者なし|${[0, 1, 2].map((outs) => formatStat(cell(outs, 0)?.scoring_probability ?? null, 'percent')).join('|')}`)
})

test('the published comparison prints ours, the book and the difference; the trend table lists every season newest first', () => {
  const comparison = tableRows(render(createElement(PublishedComparison, { view: matrix })), /公表値/)
  const ours = formatStat(matrix.cells[7]?.runs ?? null, 'decimal3')
  expect(comparison[7]?.split('|').slice(0, 3)).toEqual(['満塁', ours, '2.200'])
  const seasons = tableRows(render(createElement(SeasonTrendSection, { trend })), /得点期待値の推移/)
  expect(seasons.map((row) => row.split('|')[0])).toEqual(trend.seasons.map((row) => `${row.season}年`).reverse())
})

test('the by-count section shows the chosen state, 12 counts, and a state grid whose links keep the view', () => {
  const href = (query: CountQuery) => runExpectancyHref({ season: 2025, league: 'npb' }, 2025, query)
  const html = render(createElement(CountSection, { view: byCount, query: LOADED, href }))
  const rows = tableRows(html, /無死満塁のカウント別/)
  expect(rows.map((row) => row.split('|')[0])).toEqual(['0-0', '0-1', '0-2', '1-0', '1-1', '1-2', '2-0', '2-1', '2-2', '3-0', '3-1', '3-2'])
  if (!byCount?.available) throw new Error('the simulated 2025 season has pitches')
  expect(rows[0]?.split('|').slice(0, 4)).toEqual(['0-0', formatStat(byCount.counts[0]?.pas ?? 0, 'count'), formatStat(byCount.counts[0]?.runs ?? null, 'decimal3'), '0.000'])
  expect(html).toContain('href="/game-stats/run-expectancy?state=1-4#by-count"')
  expect(tableRows(html, /状況×カウント別/)).toHaveLength(24)
})

test('a season without pitch rows says so in one line instead of the tables', () => {
  const html = render(createElement(CountSection, { view: { available: false, season: 2024, league: 'npb', reason: 'no-pitch-data' }, query: DEFAULT_COUNT_QUERY, href: () => '/' }))
  expect(html).toContain('2024年の試合記録には一球ごとの投球データがない')
  expect(html).not.toContain('<table')
})

test('the sections stay lean: the HTML of every table together is well under the page budget', () => {
  const html = [
    render(createElement(MatrixSections, { view: matrix })),
    render(createElement(PublishedComparison, { view: matrix })),
    render(createElement(SeasonTrendSection, { trend })),
    render(createElement(CountSection, { view: byCount, query: LOADED, href: () => '/game-stats/run-expectancy' })),
  ].join('')
  expect(html.length).toBeLessThan(60_000)
})
