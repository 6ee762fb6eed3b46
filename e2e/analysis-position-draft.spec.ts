import { trackConsoleErrors } from './console-errors'
import { dataSource, latestSeason, queryOne } from './database'
import { expect, test } from './fixtures'
import { formatStat } from '@/lib/domain/format/stat-format'

const POSITIONS = '/analysis/position-correlation'
const DRAFT = '/analysis/draft'
const SEASON = latestSeason()

// Imported npb.jp data gives fielders no positions and holds no draft records: those pages say so in one line instead.
test.skip(dataSource() !== 'sim', 'the simulated league records positions and drafts')

test('position correlation: the default view, then the 守備 pill shows the shortstops’ fielding as the database holds it', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const shortstops = queryOne<{ po: number; a: number; e: number }>("SELECT SUM(po) AS po, SUM(a) AS a, SUM(e) AS e FROM player_season_fielding WHERE season = ? AND position = 'SS'", SEASON)
  const clubs = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM standings WHERE season = ?', SEASON).n
  expect((await page.goto(POSITIONS))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ポジション相関')
  await expect(page.getByRole('table', { name: /球団別・守備位置別のwRC\+/ }).getByRole('row')).toHaveCount(clubs + 1)
  await page.getByRole('navigation', { name: '表示' }).getByRole('link', { name: '守備' }).click()
  await expect(page).toHaveURL(new RegExp(`/analysis/position-correlation/fielding/${SEASON}/all$`))
  const row = page.getByRole('table', { name: /12球団の守備位置別の守備成績/ }).getByRole('row').filter({ hasText: '遊撃手' })
  await expect(row).toContainText(formatStat(shortstops.e, 'count'))
  await expect(row).toContainText(formatStat((shortstops.po + shortstops.a) / (shortstops.po + shortstops.a + shortstops.e), 'rate3'))
  await expect(page.getByRole('heading', { name: '計算方法' })).toBeVisible()
  expect(errors).toEqual([])
})

test('position correlation: a club pill keeps the mode, and its most used catcher links to his page', async ({ page }) => {
  await page.goto(POSITIONS)
  await page.getByRole('navigation', { name: '球団' }).getByRole('link', { name: '巨人', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/analysis/position-correlation/batting/${SEASON}/g$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 ポジション相関（打撃・巨人）`)
  const catcher = page.getByRole('table', { name: /巨人の守備位置別の打撃成績/ }).getByRole('row').filter({ hasText: '捕手' }).getByRole('link').first()
  expect(await catcher.getAttribute('href')).toMatch(new RegExp(`^/players/\\d+/career-batting/${SEASON}$`))
})

test('position correlation: the scatter plot’s position pill rides the URL, with the plot’s numbers as a table', async ({ page }) => {
  const clubs = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM standings WHERE season = ?', SEASON).n
  await page.goto(`${POSITIONS}/fielding/${SEASON}/all`)
  await page.getByRole('navigation', { name: 'ポジション' }).getByRole('link', { name: '遊撃手' }).click()
  await expect(page).toHaveURL(new RegExp(`/fielding/${SEASON}/all\\?pos=SS$`))
  await expect(page.getByRole('heading', { name: '遊撃手の守備率と失点' })).toBeVisible()
  await expect(page.getByRole('img', { name: /遊撃手の守備率（横軸）と球団の失点（縦軸）/ })).toBeVisible()
  await expect(page.getByRole('table', { name: /散布図の数値/ }).getByRole('row')).toHaveCount(clubs + 1)
})

test('position correlation: an unknown mode, club or season is a 404', async ({ page }) => {
  for (const path of [`${POSITIONS}/pitching/${SEASON}/all`, `${POSITIONS}/batting/${SEASON}/xx`, `${POSITIONS}/batting/1999/all`]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})

test('draft analysis: the covered classes’ totals from the database, and a class pill narrows to that class', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const span = queryOne<{ first: number; last: number }>("SELECT MIN(season) - 1 AS first, MAX(season) - 1 AS last FROM games WHERE source = 'sim'")
  const picks = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM players WHERE draft_year BETWEEN ? AND ?', span.first, span.last).n
  const latestClass = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM players WHERE draft_year = ?', span.last).n
  expect((await page.goto(DRAFT))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ドラフト分析')
  await expect(page.getByText(`${span.first}〜${span.last}年の指名選手${formatStat(picks, 'count')}人のうち`)).toBeVisible()
  await expect(page.getByRole('img', { name: /順位別の一軍到達率/ })).toBeVisible()
  await page.getByRole('navigation', { name: '指名年' }).getByRole('link', { name: String(span.last), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?year=${span.last}$`))
  await expect(page.getByRole('heading', { name: `${span.last}年の指名選手（${latestClass}人）` })).toBeVisible()
  expect(errors).toEqual([])
})

test('draft analysis: clubs and the most valuable picks link to their pages; a class the data does not cover falls back with a note', async ({ page }) => {
  await page.goto(`${DRAFT}?year=1990`)
  await expect(page.getByRole('status').filter({ hasText: '対象外' })).toContainText('1990年の指名は対象外のため')
  const top = page.getByRole('table', { name: /通算価値の高い/ }).getByRole('row').nth(1).getByRole('link').first()
  expect(await top.getAttribute('href')).toMatch(/^\/players\/\d+\/career-(batting|pitching)\/\d{4}$/)
  expect(await page.getByRole('table', { name: /球団別の成績/ }).getByRole('link', { name: '巨人' }).first().getAttribute('href')).toBe('/teams/g/info')
})
