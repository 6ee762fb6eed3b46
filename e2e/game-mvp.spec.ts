import { query, queryOne } from './database'
import { trackConsoleErrors } from './console-errors'
import { expect, test } from './fixtures'

const REGULAR = "g.kind IN ('regular', 'interleague')"
const months = query<{ month: string }>(`SELECT DISTINCT substr(date, 1, 7) AS month FROM games g WHERE ${REGULAR} ORDER BY month`).map((row) => row.month)
const MONTH = months.at(-1) ?? ''
const PREVIOUS_MONTH = months.at(-2) ?? ''
const monthLabel = (month: string) => {
  const [y, m] = month.split('-').map(Number)
  return `${y}年${m}月`
}
const dayLabel = (date: string) => {
  const [y, m, d] = date.split('-').map(Number)
  return `${y}年${m}月${d}日`
}
/** The month's Central batter with the most WPA (batting side's WPA; pa_values holds the home club's). */
const TOP_CENTRAL_BATTER = queryOne<{ name: string }>(
  `SELECT pl.name_kanji AS name FROM games g JOIN plate_appearances p ON p.game_id = g.id
     JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq JOIN players pl ON pl.id = p.batter_id
   WHERE substr(g.date, 1, 7) = ? AND ${REGULAR} AND CASE p.half WHEN 'bottom' THEN g.home ELSE g.away END IN ('g', 't', 'db', 'c', 's', 'd')
   GROUP BY p.batter_id, CASE p.half WHEN 'bottom' THEN g.home ELSE g.away END
   ORDER BY SUM(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) DESC LIMIT 1`,
  MONTH,
).name

test('MVP tabs: /game-results/mvp opens the latest month; tabs are marked and switch; the top batter is the database’s', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto('/game-results/mvp'))?.status()).toBe(200)
  await expect(page).toHaveURL('/game-results/mvp/monthly')
  await expect(page.locator('h1')).toHaveText(`${monthLabel(MONTH)} 月間MVP（WPA）`)
  const tabs = page.getByRole('navigation', { name: 'MVPの集計期間' })
  await expect(tabs.getByRole('link', { name: '月間' })).toHaveAttribute('aria-current', 'page')
  const table = page.getByRole('table', { name: `セ・リーグ ${monthLabel(MONTH)}の打者 WPA上位` })
  const first = table.getByRole('row').nth(1)
  await expect(first.getByRole('link', { name: TOP_CENTRAL_BATTER })).toHaveAttribute('href', /^\/players\/\d+\//)
  await expect(first).toContainText(/\+\d+\.\d{3}/)
  await expect(table.getByRole('row')).toHaveCount(11)
  await tabs.getByRole('link', { name: '日別' }).click()
  await expect(page).toHaveURL('/game-results/mvp/daily')
  await expect(page.getByRole('navigation', { name: 'MVPの集計期間' }).getByRole('link', { name: '日別' })).toHaveAttribute('aria-current', 'page')
  await page.getByRole('link', { name: '← 試合結果' }).click()
  await expect(page).toHaveURL('/game-results')
  expect(errors).toEqual([])
})

test('monthly: the month selector and the league pills change the URL and the view', async ({ page }) => {
  await page.goto('/game-results/mvp/monthly')
  await page.getByRole('combobox', { name: '月' }).selectOption(PREVIOUS_MONTH)
  await page.getByRole('button', { name: '表示' }).click()
  await expect(page).toHaveURL(`/game-results/mvp/monthly?month=${PREVIOUS_MONTH}`)
  await expect(page.locator('h1')).toHaveText(`${monthLabel(PREVIOUS_MONTH)} 月間MVP（WPA）`)
  await page.getByRole('navigation', { name: 'リーグ' }).getByRole('link', { name: 'パ・リーグ' }).click()
  await expect(page).toHaveURL(`/game-results/mvp/monthly?month=${PREVIOUS_MONTH}&league=pacific`)
  await expect(page.getByRole('heading', { level: 2, name: /^セ・リーグ/ })).toHaveCount(0)
  await expect(page.getByRole('table', { name: `パ・リーグ ${monthLabel(PREVIOUS_MONTH)}の投手 WPA上位` })).toBeVisible()
})

test('daily: the last day’s games each with an MVP; the MVP is the game page’s hero', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const last = queryOne<{ date: string }>('SELECT MAX(date) AS date FROM games').date
  const count = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM games WHERE date = ?', last).n
  await page.goto('/game-results/mvp/daily')
  await expect(page.locator('h1')).toContainText(dayLabel(last))
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(count)
  const mvp = cards.first().getByRole('link', { name: /.+/ }).nth(1)
  const name = (await mvp.textContent())?.trim() ?? ''
  await expect(cards.first()).toContainText(/WPA \+\d\.\d{3}/)
  await cards.first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/games\/\d{8}-/)
  await expect(page.getByText('この試合のヒーロー', { exact: true }).first().locator('..')).toContainText(name)
  expect(errors).toEqual([])
})

test('bad filters fall back; an unknown tab is a 404', async ({ page }) => {
  expect((await page.goto('/game-results/mvp/monthly?month=2025-13&league=east'))?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText(`${monthLabel(MONTH)} 月間MVP（WPA）`)
  await page.goto('/game-results/mvp/monthly?month=1999-05')
  await expect(page.getByText(`1999-05には公式戦がないため、最も近い${monthLabel(months[0] ?? '')}を表示しています。`)).toBeVisible()
  const first = queryOne<{ date: string }>('SELECT MIN(date) AS date FROM games').date
  await page.goto('/game-results/mvp/daily?date=2000-01-01')
  await expect(page.getByText('2000-01-01より前の試合はデータにないため')).toBeVisible()
  await expect(page.locator('h1')).toContainText(dayLabel(first))
  expect((await page.goto('/game-results/mvp/weekly'))?.status()).toBe(404)
})
