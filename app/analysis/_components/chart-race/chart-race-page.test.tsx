import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { chartRaceFrom } from '@/lib/data/loaders/analysis/chart-race/get-chart-race'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import type { ChartRace } from '@/lib/schemas/chart-race'
import { chartRaceHref } from './chart-race-href'
import { describeChartRacePage } from './describe-chart-race-page'
import { finalStandingRows } from './FinalStandingsTable'
import { raceAddress } from './race-address'
import { RaceSection } from './RaceSection'
import { resolveChartRaceView, type ChartRaceView } from './resolve-chart-race-view'

let homers: ChartRace | null
let leader: { player_id: string; name: string; team: string; hr: number } | undefined
beforeAll(() => {
  process.env.NPB_DB_PATH = simDatabasePath()
  const db = new Database(simDatabasePath(), { readonly: true })
  homers = chartRaceFrom(db, { season: 2025, side: 'batting', stat: 'hr', league: 'npb' })
  leader = db
    .prepare<[], { player_id: string; name: string; team: string; hr: number }>(
      'SELECT s.player_id, p.name_kanji AS name, MAX(s.team) AS team, SUM(s.hr) AS hr FROM player_season_batting s JOIN players p ON p.id = s.player_id WHERE s.season = 2025 GROUP BY s.player_id ORDER BY hr DESC, s.player_id LIMIT 1',
    )
    .get()
  db.close()
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const view = (params: Record<string, string> = {}): ChartRaceView => resolveChartRaceView('batting', params)

test('the final table’s first row is the season’s home-run leader, linked to his page and his club’s', () => {
  const html = renderToStaticMarkup(<RaceSection view={view()} race={homers} />)
  const first = homers ? finalStandingRows(homers)[0] : undefined
  expect(first).toMatchObject({ rank: 1, total: leader?.hr })
  expect(text(html)).toContain('最終順位（本塁打・上位10人）')
  expect(html).toContain(`href="/players/${first?.id}/career-batting/2025"`)
  expect(html).toContain(`href="/teams/${first?.club}/info"`)
  expect(homers && finalStandingRows(homers)).toHaveLength(10)
  // The race itself is drawn in the browser: the server sends its skeleton, the same size.
  expect(text(html)).toContain('チャートを読み込み中…')
})

test('a view with nothing to race says so in one line', () => {
  const empty = homers && { ...homers, players: [], deltas: homers.dates.map(() => []) }
  expect(text(renderToStaticMarkup(<RaceSection view={view({ stat: 'sb' })} race={empty} />))).toContain('NPBは、盗塁の記録がありません。')
  expect(text(renderToStaticMarkup(<RaceSection view={view()} race={null} />))).toContain('レギュラーシーズンの試合の記録がありません。')
})

test('the URL: a stat of the other side, a bad date or season fall back; a calendar date is kept', () => {
  expect(view({ stat: 'so', date: '2025-02-30' })).toMatchObject({ stat: 'hr', date: null })
  expect(view({ stat: 'rbi', date: '2025-05-01', season: '1999' })).toMatchObject({ stat: 'rbi', date: '2025-05-01', askedSeason: 1999 })
})

test('addresses: defaults stay out of the URL; the paused date is the one view-only parameter', () => {
  expect(chartRaceHref('batting', { season: 2025, league: 'npb', stat: 'hr' }, 2025)).toBe('/analysis/chart-race/batting')
  expect(chartRaceHref('pitching', { season: 2024, league: 'central', stat: 'sv' }, 2025)).toBe('/analysis/chart-race/pitching?season=2024&league=central&stat=sv')
  expect(raceAddress('/analysis/chart-race/batting', '?stat=rbi', '2025-05-01')).toBe('/analysis/chart-race/batting?stat=rbi&date=2025-05-01')
  expect(raceAddress('/analysis/chart-race/batting', '?date=2025-05-01', null)).toBe('/analysis/chart-race/batting')
})

test('title, canonical and Dataset follow the view: the default view keeps the menu’s title and bare path', () => {
  const latest = describeChartRacePage({ side: 'pitching', stat: 'so', latest: 2025, query: { season: 2025, league: 'npb' } })
  expect([latest.title, latest.path]).toEqual(['チャートレース（投手）', '/analysis/chart-race/pitching'])
  const other = describeChartRacePage({ side: 'batting', stat: 'rbi', latest: 2025, query: { season: 2024, league: 'pacific' } })
  expect([other.title, other.path]).toEqual(['2024年 パ・リーグ チャートレース（打者・打点）', '/analysis/chart-race/batting?season=2024&league=pacific&stat=rbi'])
  expect(other.structuredData).toMatchObject({
    '@type': 'Dataset',
    temporalCoverage: '2024',
    distribution: { encodingFormat: 'application/json', contentUrl: expect.stringMatching(/\/api\/analysis\/chart-race\/batting\?season=2024&stat=rbi&league=pacific$/) },
  })
})
