import { trackConsoleErrors } from './console-errors'
import { latestSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'

const SEASON = latestSeason()
const PATH = `/analysis/situational/batting/${SEASON}`
const FROM = `FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = ${SEASON} AND g.kind IN ('regular', 'interleague')`

/** The league's PAs and AVG over the PAs a SQL condition keeps, as the table prints them. */
function leagueLine(where: string) {
  const row = queryOne<{ pa: number; h: number; ab: number }>(
    `SELECT COUNT(*) AS pa, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(p.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab ${FROM} AND ${where}`,
  )
  return { pa: formatStat(row.pa, 'count'), avg: formatRate3(row.ab === 0 ? null : row.h / row.ab), count: row.pa }
}

/** A table's row (its visible cells) by its row header. */
async function tableRow(page: Page, name: RegExp, label: string) {
  const table = page.getByRole('table', { name })
  await expect(table).toBeVisible()
  return table.evaluate((element, wanted) => {
    const row = [...element.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')?.textContent?.trim() === wanted)
    return row ? [...row.querySelectorAll('th, td')].filter((cell) => cell.checkVisibility()).map((cell) => (cell.textContent ?? '').trim()) : []
  }, label)
}

const finderTotal = (page: Page) => page.getByTestId('finder-total')

test('heading, the 得点圏 league line read from the database, leaders linked to their situational pages', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 状況別打撃成績`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PATH}$`))
  const risp = leagueLine('(p.bases_before & 6) != 0')
  const cells = await tableRow(page, /走者・得点圏別の打撃成績と上位3人$/, '得点圏')
  expect(cells.slice(1, 3)).toEqual([risp.pa, risp.avg])
  const leader = page.getByRole('table', { name: /走者・得点圏別/ }).locator('tbody a[href*="/situational-batting/"]').first()
  await expect(leader).toHaveAttribute('href', new RegExp(`^/players/\\d+/situational-batting/${SEASON}$`))
  expect(errors).toEqual([])
})

test('/analysis/situational is the latest batting view; the tabs and the 状況 pills change the URL and the table', async ({ page }) => {
  await page.goto('/analysis/situational')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 状況別打撃成績`)
  await page.getByRole('navigation', { name: '状況' }).getByRole('link', { name: 'カウント', exact: true }).click()
  await expect(page).toHaveURL(/\/analysis\/situational\?family=count$/)
  const full = leagueLine('p.balls = 3 AND p.strikes = 2')
  expect((await tableRow(page, /カウント別の打撃成績と上位3人$/, '3-2（フルカウント）')).slice(1, 3)).toEqual([full.pa, full.avg])
  await page.getByRole('navigation', { name: '成績の種類' }).getByRole('link', { name: '投手成績' }).click()
  await expect(page).toHaveURL(`/analysis/situational/pitching/${SEASON}?family=count`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 状況別投手成績（カウント別）`)
})

test('the finder’s selects change the URL without a page load, and the count follows the database: 満塁・二死', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto(PATH)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByLabel('走者', { exact: true }).selectOption('7')
  await page.getByLabel('アウト', { exact: true }).selectOption('2')
  await expect(page).toHaveURL(`${PATH}?bases=7&outs=2`)
  const loaded = leagueLine('p.bases_before = 7 AND p.outs_before = 2')
  await expect(finderTotal(page)).toHaveText(loaded.pa)
  await expect(page.getByRole('list', { name: '検索条件' })).toHaveText(/満塁.*二死/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  const game = page.getByRole('table', { name: /条件に当てはまる打席/ }).locator('tbody th a').first()
  await expect(game).toHaveAttribute('href', /^\/games\/\d{8}-[a-z]+-[a-z]+-\d{2}$/)
  expect(errors).toEqual([])
})

test('a chip’s × drops its filter; the results page through 次へ with the page in the URL', async ({ page }) => {
  const homers = leagueLine("p.result = 'HR'")
  await page.goto(`${PATH}?outs=2&result=HR`)
  await page.getByRole('link', { name: '条件「二死」を外す' }).click()
  await expect(page).toHaveURL(`${PATH}?result=HR`)
  await expect(finderTotal(page)).toHaveText(homers.pa)
  await page.getByRole('navigation', { name: '検索結果のページ送り' }).getByRole('link', { name: '次へ' }).click()
  await expect(page).toHaveURL(`${PATH}?result=HR&page=2`)
  await expect(page.getByText(`${homers.pa}打席中 26〜50打席目`)).toBeVisible()
  await expect(page.getByRole('table', { name: /2ページ目/ })).toBeVisible()
})

test('bad query values fall back to the defaults; an unknown season is a 404; the API names a bad value', async ({ page, request }) => {
  expect((await page.goto(`${PATH}?bases=9&league=mlb&family=weather&page=0`))?.status()).toBe(200)
  await expect(finderTotal(page)).toHaveText(leagueLine('1 = 1').pa)
  expect((await page.goto('/analysis/situational/batting/1999'))?.status()).toBe(404)
  const bad = await request.get(`/api/analysis/plays?season=${SEASON}&outs=3`)
  expect(bad.status()).toBe(400)
  const good = await request.get(`/api/analysis/plays?season=${SEASON}&bases=7&outs=2`)
  expect(((await good.json()) as { total: number }).total).toBe(leagueLine('p.bases_before = 7 AND p.outs_before = 2').count)
})
