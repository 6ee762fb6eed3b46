import { trackConsoleErrors } from './console-errors'
import { latestSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'

const PATH = '/simulation/matchup'
const SEASON = latestSeason()
/** A GET form's navigation on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

/** The pair that met most often in the latest regular season (five or more meetings), their names and every PA between them. */
const pair = queryOne<{ batter: string; pitcher: string; batter_name: string; pitcher_name: string; season_pas: number }>(
  `SELECT p.batter_id AS batter, p.pitcher_id AS pitcher, b.name_kanji AS batter_name, t.name_kanji AS pitcher_name, COUNT(*) AS season_pas
   FROM plate_appearances p JOIN games g ON g.id = p.game_id JOIN players b ON b.id = p.batter_id JOIN players t ON t.id = p.pitcher_id
   WHERE g.season = ? AND g.kind IN ('regular', 'interleague') GROUP BY 1, 2 HAVING COUNT(*) >= 5 ORDER BY 5 DESC, 1, 2 LIMIT 1`,
  SEASON,
)
const { pas } = queryOne<{ pas: number }>('SELECT COUNT(*) AS pas FROM plate_appearances WHERE batter_id = ? AND pitcher_id = ?', pair.batter, pair.pitcher)
const PAIR = `${PATH}?batter=${pair.batter}&pitcher=${pair.pitcher}`
/** Part of his name: the given name where the name has one (more telling than a common surname), else its first two characters. */
const namePart = (name: string) => {
  const given = name.split(/[\s\u3000]+/).at(-1) ?? ''
  return given.length >= 2 && given !== name ? given : name.slice(0, 2)
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

test('a pair answers: both names, probabilities summing to 100%, the head-to-head PAs as the database counts them', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(PAIR))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('対戦シミュレーション')
  const conditions = section(page, '対戦条件')
  await expect(conditions.getByRole('link', { name: pair.batter_name, exact: true })).toBeVisible()
  await expect(conditions.getByRole('link', { name: pair.pitcher_name, exact: true })).toBeVisible()
  const table = section(page, '1打席あたりの結果確率').getByRole('table')
  // 対戦確率 is the fourth data cell of each outcome's row.
  const shares = await table.locator('tbody tr td:nth-of-type(4)').allTextContents()
  expect(shares).toHaveLength(10)
  expect(shares.reduce((sum, share) => sum + Number(share.replace('%', '')), 0)).toBeCloseTo(100, 5)
  const record = section(page, '実際の対戦成績')
  await expect(record.locator('[data-stat="pa"]')).toHaveText(String(pas))
  await expect(record.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(pas, 200))
  expect(errors).toEqual([])
})

test('a head-to-head PA links to its game', async ({ page }) => {
  await page.goto(PAIR)
  const link = section(page, '実際の対戦成績').getByRole('table').getByRole('link').first()
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^\/games\/[^/]+$/)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`), NAVIGATION)
})

test('searching by part of a name lists the batter, and picking him puts his id in the address', async ({ page }) => {
  await page.goto(`${PATH}?pitcher=${pair.pitcher}`)
  const search = page.getByRole('search', { name: '打者を名前で探す' })
  await search.getByRole('searchbox').fill(namePart(pair.batter_name))
  await search.getByRole('button', { name: '検索' }).click()
  const candidate = page.getByRole('list', { name: '検索結果' }).getByRole('link', { name: new RegExp(pair.batter_name) }).first()
  await expect(candidate).toBeVisible(NAVIGATION)
  await candidate.click()
  await expect(page).toHaveURL(new RegExp(`batter=${pair.batter}`), NAVIGATION)
  await expect(section(page, 'シミュレーション結果')).toBeVisible()
})

test('the park, N and seed form answers from the server with the new address', async ({ page }) => {
  await page.goto(PAIR)
  const form = page.getByRole('form', { name: '球場・打席数・シード' })
  await form.getByLabel('打席数 N').fill('2000')
  await form.getByLabel('シード').fill('7')
  await form.getByLabel('球場（補正）').selectOption({ index: 1 })
  await form.getByRole('button', { name: '再計算' }).click()
  await expect(page).toHaveURL(/n=2000/, NAVIGATION)
  await expect(page).toHaveURL(/park=\d+/)
  await expect(section(page, 'シミュレーション結果')).toContainText('2,000打席を乱数で引いた結果です（シード 7）')
})

test('an unknown batter is a message in the form, not an error page; the API answers n=10 with a 400', async ({ page, request }) => {
  expect((await page.goto(`${PATH}?batter=99999999&pitcher=${pair.pitcher}`))?.status()).toBe(200)
  await expect(page.getByText('打者ID「99999999」の選手は見つかりません')).toBeVisible()
  const response = await request.get(`/api/simulation/matchup?batter=${pair.batter}&pitcher=${pair.pitcher}&n=10`)
  expect(response.status()).toBe(400)
  expect((await response.json()).error.message).toContain('パラメータ n')
})
