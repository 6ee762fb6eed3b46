import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { leagueScoreDistributionFrom } from '@/lib/data/loaders/game-stats/score/get-league-score-distribution'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatPercent } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { LeagueScoreDistributionDto } from '@/lib/schemas/score-distribution'
import { DistributionChartSection } from './DistributionChartSection'
import { DistributionSummary } from './DistributionSummary'

let db: Database.Database
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

function distribution(season: number, league: LeagueScope): LeagueScoreDistributionDto {
  const found = leagueScoreDistributionFrom(db, season, league)
  if (!found) throw new Error(`no ${season} ${league}`)
  return found
}

/** Each row of the markup's table as the text of its cells. */
const tableRows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) => [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')))
const number = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''))

test('the table lists 0…14 and 15+ with each bucket’s club-games and share, and a 計 row of all club-games', () => {
  const npb = distribution(2025, 'npb')
  const rows = tableRows(renderToStaticMarkup(<DistributionChartSection main={npb} other={null} />))
  expect(rows[0]).toEqual(['得点', '球団試合', '割合'])
  const body = rows.slice(1, 17)
  expect(body.map((row) => row[0])).toEqual([...Array.from({ length: 15 }, (_, runs) => String(runs)), '15+'])
  expect(body.reduce((sum, row) => sum + number(row[1]), 0)).toBe(npb.clubGames)
  expect(body[0]?.[2]).toBe(formatPercent(npb.runs.shares[0] ?? null))
  expect(rows[17]?.slice(0, 3)).toEqual(['計', formatStat(npb.clubGames, 'count'), '100.0%'])
})

test('a comparison adds the other side’s two columns, headed by what tells the sides apart', () => {
  const central = distribution(2025, 'central')
  const pacific = distribution(2025, 'pacific')
  const rows = tableRows(renderToStaticMarkup(<DistributionChartSection main={central} other={pacific} />))
  expect(rows[0]).toEqual(['得点', 'セ・リーグ 球団試合', 'セ・リーグ 割合', 'パ・リーグ 球団試合', 'パ・リーグ 割合'])
  expect(rows[1]?.[3]).toBe(formatStat(pacific.runs.counts[0] ?? 0, 'count'))
})

test('the summary prints each figure of both sides and quotes the NPB guide figures beside ties and level-after-nine', () => {
  const latest = distribution(2025, 'npb')
  const before = distribution(2024, 'npb')
  const html = renderToStaticMarkup(<DistributionSummary main={latest} other={before} simulated />)
  expect(html).toContain(`${formatStat(latest.rates.shutouts.count, 'count')} / ${formatStat(latest.clubGames, 'count')}球団試合`)
  expect(html).toContain(formatPercent(before.rates.tiedAfterNine.share))
  expect(html).toContain('NPB実績の目安: 約10%')
  expect(html).toContain('NPB実績の目安: 約2%')
  expect(html).toContain('2024年 NPB（比較）')
  expect(html).toContain('参考にすぎません')
})

beforeEach(() => {
  expect.hasAssertions()
})
