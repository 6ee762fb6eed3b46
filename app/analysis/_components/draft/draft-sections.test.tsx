import { renderToStaticMarkup } from 'react-dom/server'
import { draftAnalysisFrom } from '@/lib/data/loaders/analysis/draft/get-draft-analysis'
import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { DraftAnalysis } from '@/lib/schemas/draft-analysis'
import { describeDraftPage } from './describe-draft-page'
import { DraftAnalysisContent } from './DraftAnalysisContent'

const all = readSimDatabase((db) => draftAnalysisFrom(db, null))
const year = all.years[0] ?? 0
const one = readSimDatabase((db) => draftAnalysisFrom(db, year))

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const render = (data: DraftAnalysis | null, askedYear: number | null = null) =>
  renderToStaticMarkup(<DraftAnalysisContent loaded={{ data, askedYear, page: describeDraftPage(data) }} />)

test('every class: the totals, the first round’s row, the clubs linked, the most valuable picks linked to their pages, the method', () => {
  const html = render(all)
  expect(text(html)).toContain(`一軍に出場したのは${formatStat(all.total.reached, 'count')}人（${formatStat(all.total.reach_rate, 'percent')}）`)
  const first = all.by_round[0]
  expect(text(html)).toContain(`1位 ${formatStat(first?.reach_rate ?? null, 'percent')} ${formatStat(first?.picks ?? null, 'count')} ${formatStat(first?.reached ?? null, 'count')}`)
  expect(html).toContain('href="/teams/g/info"')
  const [top] = all.picks
  expect(html).toContain(`href="/players/${top?.player_id}/career-${top?.pitcher ? 'pitching' : 'batting'}/${top?.page_season}"`)
  expect(text(html)).toContain(`通算価値の高い指名選手（上位${all.picks.length}人）`)
  expect(html).toContain('id="by-year"')
  expect(html).toContain(`href="/analysis/draft?year=${year}"`)
  expect(html).toContain('id="method"')
})

test('one class lists all its picks and no by-year table; a class the data does not cover says so', () => {
  const html = render(one)
  expect(text(html)).toContain(`${year}年の指名選手（${one.total.picks}人）`)
  expect(html).not.toContain('id="by-year"')
  expect(render(all, 1990)).toContain('1990年の指名は対象外のため、すべての指名年を表示しています。')
})

test('a source without draft records, and no database, each say so in one line and show no table', () => {
  const none: DraftAnalysis = { ...all, available: false, years: [], total: { ...all.total, picks: 0 }, by_round: [], by_source: [], by_team: [], by_year: [], picks: [] }
  const html = render(none)
  expect(text(html)).toContain('ドラフトの記録がないため、ドラフト分析はできません。')
  expect(html).toContain('href="/players/career-search"')
  expect(html).not.toContain('<table')
  expect(render(null)).toContain('データベースがまだないため')
})

test('the title and canonical follow the class; the Dataset covers the data’s seasons', () => {
  expect([describeDraftPage(all).title, describeDraftPage(all).path]).toEqual(['ドラフト分析', '/analysis/draft'])
  expect([describeDraftPage(one).title, describeDraftPage(one).path]).toEqual([`${year}年 ドラフト分析`, `/analysis/draft?year=${year}`])
  expect(describeDraftPage(all).structuredData).toMatchObject({ '@type': 'Dataset', temporalCoverage: `${all.first_season}/${all.last_season}` })
})
