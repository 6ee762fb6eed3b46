import { trackConsoleErrors } from './console-errors'
import { query, queryOne } from './database'
import { expect, test } from './fixtures'

const PATH = '/players/career-search'

// The high school with most players (ties by name, as the ranking orders them with the Japanese collation).
const schools = query<{ name: string; n: number }>("SELECT high_school AS name, COUNT(*) AS n FROM players WHERE high_school <> '' GROUP BY high_school")
const most = Math.max(...schools.map((school) => school.n))
const top = schools.filter((school) => school.n === most).sort((a, b) => a.name.localeCompare(b.name, 'ja'))[0]
if (!top) throw new Error('the e2e database gives no player a high school')
const alumni = query<{ name: string }>('SELECT name_kanji AS name FROM players WHERE high_school = ?', top.name).map((row) => row.name)

test('the landing ranks high schools by players: the top one and its count come from the database', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto(PATH)
  await expect(page.getByRole('heading', { level: 1, name: '出身校・経歴検索' })).toBeVisible()
  const ranking = page.getByRole('region', { name: '高校', exact: true })
  await expect(ranking.getByRole('listitem').first()).toContainText(`${top.name} 出身${top.n}人`)
  expect(errors).toEqual([])
})

test('a ranked school opens exactly its players, with a shareable URL and title', async ({ page }) => {
  await page.goto(PATH)
  await page.getByRole('region', { name: '高校', exact: true }).getByRole('link', { name: new RegExp(`^${top.name} 出身`) }).first().click()
  await expect(page).toHaveURL(`${PATH}?school=${encodeURIComponent(top.name)}&kind=high_school`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${top.name} 出身の選手`)
  await expect(page.getByRole('heading', { level: 2, name: `${top.name} 出身 ${top.n}人` })).toBeVisible()
  const names = await page.getByRole('table').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td, th')?.childNodes[0]?.textContent ?? ''))
  expect(names.sort()).toEqual([...alumni].sort())
})

test('a prefecture and draft year search shows the database’s count, and its URL reproduces it', async ({ page }) => {
  const pick = queryOne<{ pref: string; year: number; n: number }>(
    "SELECT hometown AS pref, draft_year AS year, COUNT(*) AS n FROM players WHERE hometown LIKE '%県' AND draft_year IS NOT NULL GROUP BY 1, 2 ORDER BY n DESC, 1, 2 LIMIT 1",
  )
  await page.goto(PATH)
  await page.getByLabel('出身地', { exact: true }).selectOption(pick.pref)
  await page.getByLabel('ドラフト年', { exact: true }).selectOption(String(pick.year))
  await page.getByRole('search', { name: '出身校・経歴の検索' }).getByRole('button', { name: '検索' }).click()
  await expect(page).toHaveURL(new RegExp(`pref=${encodeURIComponent(pick.pref)}.*draft=${pick.year}`))
  await expect(page.getByRole('heading', { level: 2, name: `${pick.pref}出身・${pick.year}年ドラフト ${pick.n}人` })).toBeVisible()
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(pick.n, 50))
})

test('a school nobody went to is an empty state with suggestions and a way back, answered 200', async ({ page }) => {
  const response = await page.goto(`${PATH}?school=${encodeURIComponent('存在しない学園zz')}&draft=abc&team=zzz&round=99`)
  expect(response?.status()).toBe(200)
  await expect(page.getByText('条件に合う選手は見つかりませんでした')).toBeVisible()
  await expect(page.getByRole('heading', { name: '選手の多い出身校' })).toBeVisible()
  await expect(page.getByRole('link', { name: new RegExp(`^${top.name} 出身`) }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: '条件をクリアして探し直す' })).toHaveAttribute('href', PATH)
})

test('a 500-character query is cut to 50 characters and never errors', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  // Mostly Latin, so the encoded URL stays under the server's 2048-character limit (longer URLs get its 414).
  const long = 'abcdefghi青'.repeat(50)
  const response = await page.goto(`${PATH}?school=${encodeURIComponent(long)}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('出身校・チーム（部分一致）')).toHaveValue(long.slice(0, 50))
  await expect(page.getByText('条件に合う選手は見つかりませんでした')).toBeVisible()
  expect(errors).toEqual([])
})
