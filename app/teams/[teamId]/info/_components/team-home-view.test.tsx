import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { teamHomeFrom } from '@/lib/data/loaders/team/get-team-home'
import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { ClubHistory } from './ClubHistory'
import { LastGames } from './LastGames'
import { SeasonSummary } from './SeasonSummary'
import { TeamLeaders } from './TeamLeaders'
import { TeamRoster } from './TeamRoster'

const home = readSimDatabase((db) => teamHomeFrom(db, 't', null))
if (!home) throw new Error('the simulated league has Hanshin games')

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])

test('the last-ten strip is ten game links, each named by date, opponent, score and result', () => {
  const html = renderToStaticMarkup(createElement(LastGames, { home }))
  expect(hrefs(html)).toEqual(home.lastGames.map((game) => `/games/${game.id}`))
  expect(hrefs(html)).toHaveLength(10)
  const labels = [...html.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1])
  expect(labels.slice(1)).toEqual(home.lastGames.map((game) => expect.stringMatching(new RegExp(`^\\d+月\\d+日 .+戦（(ホーム|ビジター)） ${game.runs}対${game.opponentRuns}で(勝ち|負け|引き分け)$`))))
  expect(html).toMatch(/直近10試合は\d+勝\d+敗\d+分/)
})

test('the summary prints the record, 勝率 as .xxx and ゲーム差 as - for the leader or one decimal', () => {
  const html = renderToStaticMarkup(createElement(SeasonSummary, { home, league: 'central' }))
  const { record } = home.summary
  expect(html).toContain(`>${record.wins}勝${record.losses}敗${record.ties}分</dd>`)
  expect(html).toContain(`>${record.games}試合</dd>`)
  expect(html).toMatch(/<dd[^>]*>\.\d{3}<\/dd>/)
  expect(html).toMatch(home.summary.rank === 1 ? /<dd[^>]*>-<\/dd><dd[^>]*>首位<\/dd>/ : /<dd[^>]*>\d+\.\d<\/dd><dd[^>]*>首位との差<\/dd>/)
  for (const label of ['ホーム', 'ビジター', '交流戦', '1点差試合']) expect(html).toContain(label)
})

test('every leader and every registered player links to his player page', () => {
  const leaders = hrefs(renderToStaticMarkup(createElement(TeamLeaders, { home }))).filter((href) => href?.startsWith('/players/'))
  expect(leaders).toHaveLength(home.leaders.reduce((sum, leader) => sum + leader.players.length, 0))
  const roster = hrefs(renderToStaticMarkup(createElement(TeamRoster, { home })))
  expect(roster).toHaveLength(home.roster.groups.reduce((sum, group) => sum + group.players.length, 0))
  expect(roster.every((href) => /^\/players\/\w+\/career-(batting|pitching)\/\d{4}$/.test(href ?? ''))).toBe(true)
})

test('each season of the history links to that season\'s standings', () => {
  const html = renderToStaticMarkup(createElement(ClubHistory, { history: home.history }))
  expect(hrefs(html).filter((href) => !href?.startsWith('/columns/'))).toEqual(home.history.map((row) => `/records/season/standings/${row.season}`))
})
