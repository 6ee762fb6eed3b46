import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { fieldingUsageFrom } from '@/lib/data/loaders/team/get-fielding-usage'
import { pitchingUsageFrom } from '@/lib/data/loaders/team/get-pitching-usage'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import type { UsageView } from '@/lib/domain/teams/usage-slices'
import { FieldingClubsTables } from './FieldingClubsTables'
import { FieldingTeamTables } from './FieldingTeamTables'
import { PitcherUsageTables } from './PitcherUsageTables'
import { PitchingClubsTable } from './PitchingClubsTable'
import { PitchingMonthTables } from './PitchingMonthTables'
import type { StrategyView } from './strategy-href'

let db: Database.Database

beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true })
})
afterAll(() => db.close())

const usage = (change: Partial<UsageView> = {}) => ({ team: null, result: 'all', mode: 'season', ...change }) as UsageView
const pitching = (change?: Partial<UsageView>) => {
  const found = pitchingUsageFrom(db, 2025, usage(change))
  if (!found) throw new Error('no pitching usage')
  return found
}
const fielding = (change?: Partial<UsageView>) => {
  const found = fieldingUsageFrom(db, 2025, usage(change))
  if (!found) throw new Error('no fielding usage')
  return found
}
const view: StrategyView = { kind: 'pitching', mode: 'season', season: 2025, team: null, result: 'all' }
const hrefs = (html: string, prefix: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '').filter((href) => href.startsWith(prefix))

test('every club row links to its club page and to its own pitcher view; the most-used starter to his page', () => {
  const data = pitching()
  const html = renderToStaticMarkup(<PitchingClubsTable clubs={data.clubs} view={view} />)
  expect(hrefs(html, '/teams/').filter((href) => href.endsWith('/info'))).toHaveLength(12)
  expect(hrefs(html, '/teams/player-strategy/')).toContain('/teams/player-strategy/pitching/season/2025/g/all')
  const top = data.clubs[0]?.topStarter
  expect(html).toContain(`href="/players/${top?.playerId}/career-pitching/2025"`)
  expect(html).not.toContain('<!-- -->')
})

test("one club's pitcher tables name every pitcher with a link, and the starts shares add up to 100%", () => {
  const data = pitching({ team: 'g' })
  const club = data.clubs[0]
  if (!club) throw new Error('no club')
  const html = renderToStaticMarkup(<PitcherUsageTables club={club} pitchers={data.pitchers} season={2025} />)
  for (const pitcher of data.pitchers) expect(html).toContain(`/players/${pitcher.playerId}/career-pitching/2025`)
  const starterTable = html.slice(0, html.indexOf('id="relievers"'))
  const shares = [...starterTable.matchAll(/>(\d+\.\d)%</g)].map((match) => Number(match[1]))
  // The rows' shares, then the club's 100.0% in the footer.
  expect(Math.round(shares.slice(0, -1).reduce((sum, share) => sum + share * 10, 0))).toBe(1000)
  expect(shares.at(-1)).toBe(100)
})

test('the monthly matrix lists March to October and a season line under them', () => {
  const html = renderToStaticMarkup(<PitchingMonthTables usage={pitching({ mode: 'monthly' })} />)
  for (const month of [3, 4, 5, 6, 7, 8, 9, 10]) expect(html).toContain(`>${month}月<`)
  expect(html).toContain('シーズン')
})

test('fielding: every starter named at a position links to his batting page; clubs link to their club pages', () => {
  const team = fielding({ team: 'c' })
  const club = team.clubs[0]
  if (!club) throw new Error('no club')
  const html = renderToStaticMarkup(<FieldingTeamTables club={club} season={2025} positionsKnown />)
  for (const position of club.positions) for (const player of position.players) expect(html).toContain(`/players/${player.playerId}/career-batting/2025`)
  const all = renderToStaticMarkup(<FieldingClubsTables clubs={fielding().clubs} view={{ ...view, kind: 'fielding' }} positionsKnown />)
  expect(hrefs(all, '/teams/').filter((href) => href.endsWith('/info'))).toHaveLength(24)
})
