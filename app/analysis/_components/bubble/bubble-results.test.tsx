import { renderToStaticMarkup } from 'react-dom/server'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { sortBubblePoints } from '@/lib/domain/analysis/bubble-series'
import { settleBubbleView } from '@/lib/domain/analysis/bubble-view'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { BubbleChart, BubbleChartRequest } from '@/lib/schemas/bubble-chart'
import { bubbleApiHref, bubbleCanonical, bubbleHref, bubbleQuery } from './bubble-href'
import { BubbleResults } from './BubbleResults'
import { describeBubblePage } from './describe-bubble-page'

type Loader = typeof import('@/lib/data/loaders/analysis/bubble/get-bubble-chart')
let load: Loader['getBubbleChart']
beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  load = (await import('@/lib/data/loaders/analysis/bubble/get-bubble-chart')).getBubbleChart
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const SEASON = 2025
const PLAYERS = { scope: 'players', side: 'batting' } as const
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const viewOf = (query: string, page: { scope: 'players' | 'teams'; side: 'batting' | 'pitching' } = PLAYERS) => {
  const params = new URLSearchParams(query)
  return settleBubbleView(page.scope, page.side, (key) => params.get(key))
}
function chart(request: Partial<BubbleChartRequest> = {}): BubbleChart {
  const data = load({ ...PLAYERS, season: SEASON, league: 'npb', qual: 'qualified', x: 'ops', y: 'wrc_plus', size: 'pa', ...request })
  if (!data) throw new Error('the simulated league has 2025 lines')
  return data
}

test('the table lists every bubble by x, highest first, each name linking to the player’s season and each header sorting through the URL', () => {
  const data = chart()
  const html = renderToStaticMarkup(<BubbleResults data={data} view={viewOf('')} latest={SEASON} />)
  const names = [...html.matchAll(/<th scope="row"><a class="cell-link" href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])
  const expected = sortBubblePoints(data.points, 'x', 'desc')
  expect(names).toEqual(expected.map((point) => [`/players/${point[0]}/career-batting/${SEASON}`, point[1]]))
  const [best] = expected
  expect(html).toContain(`<td class="bg-amber-50 font-semibold text-slate-900">${formatStat(best?.[3] ?? null, 'rate3')}</td>`)
  // OPS is the sort column: its header flips the order; wRC+ starts its own.
  expect(html).toContain('href="/analysis/bubble-chart/players/batting?order=asc"')
  expect(html).toContain('href="/analysis/bubble-chart/players/batting?sort=wrc_plus"')
  expect(text(html)).toContain(`OPS ${formatStat(data.guides.x, 'rate3')}（リーグ全体）`)
  expect(text(html)).toContain(`${SEASON}年 NPB 打者（規定到達） ${data.points.length}人`)
  expect(html).toContain('aria-label="球団の色"')
})

test('a club chart names its clubs with links to their records, and its count guides are the clubs’ mean', () => {
  const data = chart({ scope: 'teams', x: 'runs_scored', y: 'runs_allowed', size: 'win', qual: 'all' })
  const html = renderToStaticMarkup(<BubbleResults data={data} view={viewOf('', { scope: 'teams', side: 'batting' })} latest={SEASON} />)
  expect(html).toContain(`href="/teams/g/batting/${SEASON}"`)
  expect(text(html)).toContain('（表示中の球団の平均）')
  expect(text(html)).toContain(`${SEASON}年 NPB 12球団`)
})

test('with no bubble to draw, one line says so and offers every player', () => {
  const html = renderToStaticMarkup(<BubbleResults data={{ ...chart(), points: [] }} view={viewOf('')} latest={SEASON} />)
  expect(text(html)).toContain('OPSとwRC+のそろう選手はいません。')
  expect(html).toContain('href="/analysis/bubble-chart/players/batting?qual=all"')
})

test('title, canonical and Dataset: season and league choose the page, the metrics are a view of it', () => {
  const base = { seasons: [2025, 2024], latest: 2025 }
  const latest = describeBubblePage(PLAYERS, { ...base, query: { season: 2025, league: 'npb' }, view: viewOf('x=obp&qual=all') })
  expect([latest.title, latest.path]).toEqual(['選手バブルチャート（打者）', '/analysis/bubble-chart/players/batting'])
  expect(latest.structuredData).toMatchObject({ '@type': 'Dataset', temporalCoverage: '2025', variableMeasured: ['出塁率', 'wRC+', '打席'] })
  const clubs = describeBubblePage({ scope: 'teams', side: 'pitching' }, { ...base, query: { season: 2024, league: 'central' }, view: viewOf('', { scope: 'teams', side: 'pitching' }) })
  expect([clubs.title, clubs.path]).toEqual(['2024年 セ・リーグ チームバブルチャート（投手）', '/analysis/bubble-chart/teams/pitching?season=2024&league=central'])
  expect(clubs.structuredData).toMatchObject({ distribution: { contentUrl: expect.stringMatching(/\/api\/analysis\/bubble-chart\/teams\/pitching\?season=2024&league=central&x=fip&y=era&size=win$/) } })
})

test('addresses: defaults stay out, the season and league the URL spells are kept, the API gets every parameter', () => {
  const view = viewOf('x=obp&sort=pa&order=asc')
  expect(bubbleHref(PLAYERS, { season: 2024, league: 'pacific' }, 2025, view)).toBe('/analysis/bubble-chart/players/batting?season=2024&league=pacific&x=obp&sort=pa&order=asc')
  expect(bubbleCanonical(PLAYERS, { season: 2025, league: 'npb' }, 2025)).toBe('/analysis/bubble-chart/players/batting')
  expect(bubbleQuery(new URLSearchParams('league=central&x=obp&foo=1&season=1999'), PLAYERS, view)).toBe('season=1999&league=central&x=obp&sort=pa&order=asc')
  expect(bubbleApiHref({ ...PLAYERS, season: 2025, league: 'npb', qual: 'half', x: 'ops', y: 'wrc_plus', size: 'pa' })).toBe('/api/analysis/bubble-chart/players/batting?season=2025&league=npb&x=ops&y=wrc_plus&size=pa&qual=half')
})
