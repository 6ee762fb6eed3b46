import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { playFinderFrom } from '@/lib/data/loaders/analysis/plays/find-plays'
import { situationalTableFrom } from '@/lib/data/loaders/analysis/situational/get-situational-table'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { formatRate3 } from '@/lib/domain/format/numbers'
import type { PlayFinder } from '@/lib/schemas/play-finder'
import type { SituationalTable } from '@/lib/schemas/situational'
import { FinderResults } from './FinderResults'
import { parseSituationalSearch } from './situational-query'
import { SituationTableSection } from './SituationTableSection'

let runners: SituationalTable | null
let pitchingCount: SituationalTable | null
let finder: PlayFinder | null
let broad: PlayFinder | null
beforeAll(() => {
  const db = new Database(simDatabasePath(), { readonly: true })
  runners = situationalTableFrom(db, 2025, 'batting', 'npb', 'runners')
  pitchingCount = situationalTableFrom(db, 2025, 'pitching', 'npb', 'count')
  finder = playFinderFrom(db, { side: 'batting', seasons: [2025], league: 'npb', filter: { bases: '7', outs: '2' }, page: 1, per: 25 })
  broad = playFinderFrom(db, { side: 'batting', seasons: [2025, 2024], league: 'npb', filter: {}, page: 1, per: 25 })
  db.close()
})

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
const PATH = '/analysis/situational/batting/2025'

test('the 走者・得点圏 table: a league line per row, its leaders linked to their situational pages, and the rule under it', () => {
  const html = renderToStaticMarkup(runners ? <SituationTableSection table={runners} /> : null)
  const risp = runners?.rows.find((row) => row.key === 'scoring')
  const leader = risp?.leaders[0]
  // The phone's copy of OPS follows the row's name; then 打席 and 打率.
  expect(text(html)).toContain(`得点圏 ${formatRate3(risp?.ops ?? null)} ${risp?.pa.toLocaleString('ja-JP')} ${formatRate3(risp?.avg ?? null)}`)
  expect(html).toContain(`href="/players/${leader?.player_id}/situational-batting/2025"`)
  expect(text(html)).toContain('規定打席（')
  expect(html).toContain('href="/columns/glossary#')
})

test('the pitching side labels the line as against (被OPS) and links leaders to their pitching pages', () => {
  const html = renderToStaticMarkup(pitchingCount ? <SituationTableSection table={pitchingCount} /> : null)
  expect(text(html)).toContain('被OPS')
  expect(text(html)).toContain('3-2（フルカウント）')
  expect(html).toMatch(/href="\/players\/\d+\/situational-pitching\/2025"/)
})

test('the finder’s results: the filter as removable chips, the count, the line and a page of PAs linked to their games and players', () => {
  const query = parseSituationalSearch({ bases: '7', outs: '2' })
  const html = renderToStaticMarkup(finder ? <FinderResults data={finder} path={PATH} query={query} /> : null)
  const first = finder?.rows[0]
  expect(text(html)).toContain(`満塁・二死 2025年 NPB 該当 ${finder?.total.toLocaleString('ja-JP')} 打席`)
  expect(html).toContain(`href="${PATH}?outs=2"`)
  expect(html).toContain(`href="/games/${first?.game_id}"`)
  expect(html).toContain(`href="/players/${first?.batter_id}/situational-batting/2025"`)
  expect(text(html)).toContain(first?.text ?? '-')
})

test('a ten-season-style search pages in 打席 with a short pager, and the server HTML of the finder stays lean', () => {
  const query = parseSituationalSearch({ seasons: 'all' })
  const html = renderToStaticMarkup(broad ? <FinderResults data={broad} path={PATH} query={query} /> : null)
  expect(text(html)).toContain(`${broad?.total.toLocaleString('ja-JP')}打席中 1〜25打席目`)
  expect(html).toContain(`href="${PATH}?seasons=all&amp;page=2"`)
  expect(html.length).toBeLessThan(40_000)
})
