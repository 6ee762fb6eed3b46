import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'

const PLAYERS = '/analysis/bubble-chart/players/batting'
const SEASON = latestSeason()
/** A client navigation on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

const table = (page: Page) => page.locator('[data-table-scroll] table')
const rows = (page: Page) => table(page).locator('tbody tr')
const chart = (page: Page) => page.getByRole('img', { name: /のバブルチャート/ })

/** The season's qualified batting lines the default chart draws (an OPS and a wRC+), and their best OPS. */
const qualified = () =>
  queryOne<{ n: number; best: number }>(
    'SELECT COUNT(*) AS n, MAX(ops) AS best FROM player_season_batting WHERE season = ? AND qualified = 1 AND ops IS NOT NULL AND wrc_plus IS NOT NULL',
    SEASON,
  )

test('選手（打者）: OPS × wRC+ of the qualified batters, drawn and tabled, the best OPS first as the database holds it', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const { n, best } = qualified()
  expect((await page.goto(PLAYERS))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('選手バブルチャート（打者）')
  await expect(chart(page)).toBeVisible()
  await expect(rows(page)).toHaveCount(n)
  await expect(rows(page).first().locator('td').nth(1)).toHaveText(formatRate3(best))
  await expect(rows(page).first().locator('th a')).toHaveAttribute('href', new RegExp(`^/players/\\d+/career-batting/${SEASON}$`))
  await expect(page.getByText(/破線の平均: OPS \.\d{3}（リーグ全体）/)).toBeVisible()
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${PLAYERS}$`))
  await expect(page.getByRole('heading', { name: 'グラフの見方と計算方法' })).toBeVisible()
  expect(errors).toEqual([])
})

test('a picker changes the URL, the chart and the table without a page load, through the API', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const { best } = queryOne<{ best: number }>('SELECT MAX(obp) AS best FROM player_season_batting WHERE season = ? AND qualified = 1', SEASON)
  const all = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND pa > 0 AND obp IS NOT NULL AND wrc_plus IS NOT NULL', SEASON).n
  await page.goto(PLAYERS)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const pickers = page.getByRole('form', { name: 'グラフの指標' })
  const asked = page.waitForResponse((response) => response.url().includes('/api/analysis/bubble-chart/players/batting?'))
  await pickers.getByLabel('横軸（X）').selectOption('obp')
  await expect(page).toHaveURL(`${PLAYERS}?x=obp`, NAVIGATION)
  expect((await asked).status()).toBe(200)
  await expect(chart(page)).toHaveAccessibleName(/横軸 出塁率/)
  await expect(table(page).locator('thead')).toContainText('出塁率')
  await expect(rows(page).first().locator('td').nth(1)).toHaveText(formatRate3(best))
  await pickers.getByLabel('対象').selectOption('all')
  await expect(page).toHaveURL(`${PLAYERS}?x=obp&qual=all`, NAVIGATION)
  await expect(rows(page)).toHaveCount(all)
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(errors).toEqual([])
})

test('the season pill keeps a picked metric, and a sort header re-sorts through the URL', async ({ page }) => {
  const previous = previousSeason()
  const { top } = queryOne<{ top: number }>('SELECT MAX(wrc_plus) AS top FROM player_season_batting WHERE season = ? AND qualified = 1', previous)
  await page.goto(PLAYERS)
  await page.getByRole('form', { name: 'グラフの指標' }).getByLabel('円の大きさ').selectOption('hr')
  await expect(page).toHaveURL(`${PLAYERS}?size=hr`, NAVIGATION)
  await page.getByRole('navigation', { name: '年度', exact: true }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(`${PLAYERS}?season=${previous}&size=hr`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${previous}年 選手バブルチャート（打者）`)
  await table(page).locator('thead').getByRole('link', { name: 'wRC+', exact: true }).click()
  await expect(page).toHaveURL(`${PLAYERS}?season=${previous}&size=hr&sort=wrc_plus`, NAVIGATION)
  await expect(rows(page).first().locator('td').nth(2)).toHaveText(formatStat(top, 'integer'))
})

test('球団（投手）: FIP × ERA by wins for a league’s clubs; tapping a bubble names the club with a link', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const clubs = queryOne<{ n: number }>("SELECT COUNT(*) AS n FROM standings WHERE season = ? AND league = 'central'", SEASON).n
  expect((await page.goto('/analysis/bubble-chart/teams/pitching?league=central'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('セ・リーグ チームバブルチャート（投手）')
  await expect(rows(page)).toHaveCount(clubs)
  await expect(rows(page).first().locator('th a')).toHaveAttribute('href', new RegExp(`^/teams/[a-z]+/pitching/${SEASON}$`))
  await expect(chart(page)).toBeVisible()
  // A tap on the last bubble drawn (the smallest, on top of the others), sent to it even where a guide line crosses it.
  await page.locator('.recharts-scatter-symbol').last().dispatchEvent('click')
  await expect(page.locator('[aria-live="polite"]').getByRole('link')).toHaveAttribute('href', new RegExp(`^/teams/[a-z]+/pitching/${SEASON}$`))
  expect(errors).toEqual([])
})

test('the bare /players and /teams draw their batting chart, whose address is the canonical; a season the data lacks falls back with a note', async ({ page }) => {
  await page.goto('/analysis/bubble-chart/teams?season=1999')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('チームバブルチャート（打撃）')
  await expect(page.getByRole('status').filter({ hasText: 'を表示しています' })).toContainText(`${SEASON}年を表示しています`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/analysis\/bubble-chart\/teams\/batting$/)
  await expect(page.getByRole('navigation', { name: 'バブルチャートの種類' }).getByRole('link', { name: '球団・打撃' })).toHaveAttribute('aria-current', 'page')
  await page.goto('/analysis/bubble-chart/players?x=nonsense')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`${PLAYERS}$`))
  await expect(rows(page)).toHaveCount(qualified().n)
})
