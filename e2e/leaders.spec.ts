import { trackConsoleErrors } from './console-errors'
import { latestSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatEra, formatRate3 } from '@/lib/domain/format/numbers'
import { recentFrom } from '@/lib/domain/splits/recent-days'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

const SEASON = latestSeason()
const BATTING = '/leaders/batting/atbat'
const PITCHING = '/leaders/pitching/atbat'
const REGULAR = "kind IN ('regular', 'interleague')"

/** A category's card (its heading also holds the glossary mark, so the name starts with the label). */
const card = (page: Page, label: RegExp) => page.getByRole('region', { name: label })
const list = (page: Page, label: RegExp, caption: string) => card(page, label).getByRole('table', { name: caption })
const firstRow = (page: Page, label: RegExp, caption: string) => list(page, label, caption).locator('tbody tr').first()

/** The Central AVG leader as the season records rank him: qualified, best AVG, the longer line first on a tie. */
const avgLeader = () =>
  queryOne<{ id: string; name: string; avg: number }>(
    `SELECT s.player_id AS id, p.name_kanji AS name, s.avg FROM player_season_batting s JOIN players p ON p.id = s.player_id
     WHERE s.season = ? AND s.league = 'central' AND s.qualified = 1 ORDER BY s.avg DESC, s.pa DESC, s.player_id LIMIT 1`,
    SEASON,
  )

test('打撃部門リーダー: one heading, the Central AVG leader from the database first in the 打率 card with its rule, canonical, JSON-LD', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const leader = avgLeader()
  await page.goto(BATTING)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText(`${SEASON}年 打撃部門リーダー`)
  const row = firstRow(page, /^打率/, 'セ・リーグ 打率')
  await expect(row.locator('th')).toHaveText(leader.name)
  await expect(row.locator('td').last()).toHaveText(formatRate3(leader.avg))
  await expect(card(page, /^打率/).getByText(/^規定打席以上（\d+(〜\d+)?打席）$/)).toBeVisible()
  await expect(card(page, /^本塁打/).getByText('規定なし')).toBeVisible()
  await expect(list(page, /^打率/, 'パ・リーグ 打率')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /終了時点/ })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${BATTING}$`))
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('')).toContain('"@type":"ItemList"')
  expect(errors).toEqual([])
})

test('a split pill changes the URL and the cards: 対左投手 lists home runs off left-handers, counted in the database', async ({ page }) => {
  const rows = query<{ team: TeamCode; hr: number }>(
    `SELECT CASE p.half WHEN 'top' THEN g.away ELSE g.home END AS team, COUNT(*) AS hr
     FROM plate_appearances p JOIN games g ON g.id = p.game_id JOIN players t ON t.id = p.pitcher_id
     WHERE g.season = ? AND g.${REGULAR} AND p.result = 'HR' AND t.throws = 'L' GROUP BY team, p.batter_id`,
    SEASON,
  )
  const most = Math.max(...rows.filter((row) => TEAM_BY_CODE[row.team].league === 'central').map((row) => row.hr))
  await page.goto(BATTING)
  await page.getByRole('navigation', { name: '左右' }).getByRole('link', { name: '対左投手' }).click()
  await expect(page).toHaveURL(`${BATTING}?hand=L`)
  await expect(page.getByRole('navigation', { name: '左右' }).getByRole('link', { name: '対左投手' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('h1')).toHaveText(`${SEASON}年 打撃部門リーダー 対左投手`)
  await expect(firstRow(page, /^本塁打/, 'セ・リーグ 本塁打').locator('td').last()).toHaveText(String(most))
  // Steals happen between PAs: a PA split says so instead of listing them.
  await expect(card(page, /^盗塁/)).toContainText('集計できません')
  await expect(card(page, /^盗塁/).getByRole('table')).toHaveCount(0)
})

test('two splits combine in the URL in a fixed order; 「すべて」 clears one and keeps the other', async ({ page }) => {
  await page.goto(`${BATTING}?hand=L`)
  await page.getByRole('navigation', { name: '得点圏' }).getByRole('link', { name: '得点圏のみ' }).click()
  await expect(page).toHaveURL(`${BATTING}?hand=L&risp=1`)
  await expect(page.getByRole('heading', { level: 2, name: /対左投手・得点圏/ })).toBeVisible()
  await page.getByRole('navigation', { name: '月別' }).getByRole('link', { name: '8月', exact: true }).click()
  await expect(page).toHaveURL(`${BATTING}?hand=L&risp=1&month=8`)
  await page.getByRole('navigation', { name: '左右' }).getByRole('link', { name: 'すべて' }).click()
  await expect(page).toHaveURL(`${BATTING}?risp=1&month=8`)
  await expect(page.getByRole('region', { name: '集計方法' })).toContainText(/この条件に当たる打席の割合（この表示では\d+\.\d%）/)
  // 直近14日 counts back from the season's last game day.
  const last = queryOne<{ day: string }>(`SELECT MAX(date) AS day FROM games WHERE season = ? AND ${REGULAR}`, SEASON).day
  await page.getByRole('navigation', { name: '期間' }).getByRole('link', { name: '直近14日' }).click()
  await expect(page).toHaveURL(`${BATTING}?risp=1&month=8&from=${recentFrom(last, 14)}`)
})

test('上位20人 lists the top 20 of each league (ties at the cut-off all kept), counted in the database', async ({ page }) => {
  const expected = queryOne<{ n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT RANK() OVER (ORDER BY avg DESC) AS rank FROM player_season_batting
     WHERE season = ? AND league = 'central' AND qualified = 1 AND avg IS NOT NULL) WHERE rank <= 20`,
    SEASON,
  ).n
  await page.goto(BATTING)
  await page.getByRole('navigation', { name: '表示人数' }).getByRole('link', { name: '上位20人' }).click()
  await expect(page).toHaveURL(`${BATTING}?top=20`)
  expect(expected).toBeGreaterThanOrEqual(20)
  await expect(list(page, /^打率/, 'セ・リーグ 打率').locator('tbody tr')).toHaveCount(expected)
  await expect(page.getByRole('navigation', { name: '表示人数' }).getByRole('link', { name: '上位20人' })).toHaveAttribute('aria-current', 'page')
})

test('a leader\'s name links to his season page', async ({ page }) => {
  const leader = avgLeader()
  await page.goto(BATTING)
  await firstRow(page, /^打率/, 'セ・リーグ 打率').getByRole('link', { name: leader.name }).click()
  await expect(page).toHaveURL(`/players/${leader.id}/career-batting/${SEASON}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(leader.name)
})

test('投手部門リーダー: the ERA leader from the database; "as of" a date through the form recounts to that day', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const leader = queryOne<{ name: string; era: number }>(
    `SELECT p.name_kanji AS name, s.era FROM player_season_pitching s JOIN players p ON p.id = s.player_id
     WHERE s.season = ? AND s.league = 'pacific' AND s.qualified = 1 ORDER BY s.era ASC, s.bf DESC, s.player_id LIMIT 1`,
    SEASON,
  )
  const lastDay = queryOne<{ day: string }>(`SELECT MAX(date) AS day FROM games WHERE season = ? AND ${REGULAR} AND date <= ?`, SEASON, `${SEASON}-06-30`).day
  await page.goto(PITCHING)
  await expect(page.locator('h1')).toHaveText(`${SEASON}年 投手部門リーダー`)
  const row = firstRow(page, /^防御率/, 'パ・リーグ 防御率')
  await expect(row.locator('th')).toHaveText(leader.name)
  await expect(row.locator('td').last()).toHaveText(formatEra(leader.era))
  await page.getByLabel('日付時点').fill(`${SEASON}-06-30`)
  await page.getByRole('button', { name: 'この日時点で表示' }).click()
  await expect(page).toHaveURL(`${PITCHING}?to=${SEASON}-06-30`)
  await expect(page.locator('h1')).toHaveText(`${SEASON}年 投手部門リーダー 6月30日時点`)
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${Number(lastDay.slice(5, 7))}月${Number(lastDay.slice(8, 10))}日終了時点`) })).toBeVisible()
  await expect(card(page, /^防御率/).getByText(/^規定投球回相当以上/)).toBeVisible()
  expect(errors).toEqual([])
})

test('a season outside the data falls back to the latest and says so; the season pills keep the splits', async ({ page }) => {
  expect((await page.goto(`${PITCHING}?season=1999&hand=R`))?.status()).toBe(200)
  await expect(page.getByText(`指定された年度のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
  await page.getByRole('navigation', { name: '年度' }).getByRole('link', { name: `${SEASON - 1}年` }).click()
  await expect(page).toHaveURL(`${PITCHING}?season=${SEASON - 1}&hand=R`)
  await expect(page.locator('h1')).toHaveText(`${SEASON - 1}年 投手部門リーダー 対右打者`)
})

test('the API answers the same boards, and a bad split value is a 400 naming it', async ({ request }) => {
  const ok = await request.get('/api/leaders/batting?hand=L&risp=1&top=20')
  expect(ok.status()).toBe(200)
  const body = await ok.json()
  expect([body.season, body.side, body.level, body.top]).toEqual([SEASON, 'batting', 'pa', 20])
  const bad = await request.get('/api/leaders/batting?hand=X')
  expect(bad.status()).toBe(400)
  const error = (await bad.json()).error
  expect(error.code).toBe('invalid_parameter')
  expect(error.message).toContain('パラメータ hand')
  expect((await request.get('/api/leaders/pitching?season=1990')).status()).toBe(404)
})
