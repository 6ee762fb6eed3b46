import { trackConsoleErrors } from './console-errors'
import { latestSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'

const LATEST = latestSeason()

/** Each player with his latest roster row, as the list reads him (the oracle, in SQL of its own). */
const PLAYERS = `SELECT p.*, r.team, COALESCE(r.position, p.primary_position) AS pos, COALESCE(r.season >= ${LATEST}, 0) AS active,
    COALESCE(p.name_kana, p.name_kanji) AS sort_name
  FROM players p
  LEFT JOIN rosters r ON r.player_id = p.id AND r.season = (SELECT MAX(season) FROM rosters WHERE player_id = p.id)`
const count = (where: string) => queryOne<{ n: number }>(`SELECT COUNT(*) AS n FROM (${PLAYERS}) WHERE ${where}`).n
const names = (where: string, order: string, limit: number, offset = 0) =>
  query<{ name: string }>(`SELECT name_kanji AS name FROM (${PLAYERS}) WHERE ${where} ORDER BY ${order}, sort_name, name_kanji, id LIMIT ${limit} OFFSET ${offset}`).map((row) => row.name)

const total = (page: Page) => page.getByRole('heading', { level: 2, name: /^該当/ })
/** The first n names once the table's rows are in (evaluateAll reads the page as it is, without waiting; under load the rows stream in after `goto`). */
async function firstNames(page: Page, n: number): Promise<string[]> {
  const links = page.getByRole('table').locator('tbody tr').locator('> :first-child a')
  await expect(links.first()).toBeVisible()
  return links.evaluateAll((all, count) => all.slice(0, count).map((link) => link.textContent ?? ''), n)
}

test('choosing 投手 and 現役 and pressing 絞り込む puts them in the URL and lists the active pitchers', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/players/list')
  await page.getByLabel('守備').selectOption({ label: '投手' })
  await page.getByLabel('状態').selectOption({ label: '現役' })
  await page.getByRole('button', { name: '絞り込む' }).click()
  // Only the fields that hold a value reach the URL.
  await expect(page).toHaveURL('/players/list?pos=P&status=active')
  await expect(total(page)).toContainText(`該当 ${count("pos = 'P' AND active = 1")}人`)
  await expect(page.getByRole('heading', { level: 1, name: '現役の投手一覧' })).toBeVisible()
  expect(errors).toEqual([])
})

test('club, hands and status combine: 阪神 left-handed batters, and retired switch hitters', async ({ page }) => {
  await page.goto('/players/list?team=t&bats=L')
  await expect(total(page)).toContainText(`該当 ${count("team = 't' AND bats = 'L'")}人`)
  await page.goto('/players/list?status=retired&bats=S')
  await expect(total(page)).toContainText(`該当 ${count("active = 0 AND bats = 'S'")}人`)
})

test('sorts: the youngest catchers first, the latest first seasons first', async ({ page }) => {
  await page.goto('/players/list?pos=C&sort=age')
  expect(await firstNames(page, 3)).toEqual(names("pos = 'C'", 'birth_date IS NULL, birth_date DESC', 3))
  await page.goto('/players/list?status=active&sort=-debut')
  const first = 'COALESCE(debut_season, (SELECT MIN(season) FROM rosters WHERE player_id = id))'
  expect(await firstNames(page, 3)).toEqual(names('active = 1', `${first} IS NULL, ${first} DESC`, 3))
})

test('次へ keeps every choice in the URL and shows the next 50 in kana order', async ({ page }) => {
  await page.goto('/players/list?status=active&sort=name')
  await page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: '次へ' }).click()
  await expect(page).toHaveURL('/players/list?status=active&sort=name&page=2')
  expect(await firstNames(page, 2)).toEqual(names('active = 1', 'sort_name', 2, 50))
  await expect(page.getByLabel('並び順')).toHaveValue('name')
})

test('bad values fall back quietly: none valid keeps the index, a valid one beside them still filters', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const response = await page.goto('/players/list?pos=DH&status=injured&sort=era&bats=X&page=abc')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: '球団から選ぶ' })).toBeVisible()
  await page.goto('/players/list?status=active&pos=DH&throws=S&page=999')
  await expect(total(page)).toContainText(`該当 ${count('active = 1')}人`)
  expect(errors).toEqual([])
})

type Named = { id: string; kana: string | null; romaji: string | null }
/** An active player whose family name, in kana and in romaji, no one else has. */
const NAMED = queryOne<Named>(
  `SELECT id, name_kana AS kana, name_romaji AS romaji FROM (${PLAYERS}) p WHERE active = 1 AND name_romaji IS NOT NULL AND (
     SELECT COUNT(*) FROM players o WHERE substr(o.name_kana, 1, instr(o.name_kana, ' ')) = substr(p.name_kana, 1, instr(p.name_kana, ' '))) = 1
   ORDER BY name_kana IS NULL, id LIMIT 1`,
)

test('his family name in hiragana, in katakana and in capital romaji finds the same player', async ({ page }) => {
  test.skip(NAMED.kana === null, 'this database has no readings (npb.jp data)')
  const family = (NAMED.kana ?? '').split(' ')[0] ?? ''
  const katakana = family.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60))
  const romaji = (NAMED.romaji ?? '').split(' ').at(-1)?.toUpperCase() ?? ''
  for (const q of [family, katakana, romaji]) {
    await page.goto(`/players/list?q=${encodeURIComponent(q)}`)
    await expect(page.getByRole('table').locator(`a[href^="/players/${NAMED.id}/"]`)).toHaveCount(1)
  }
})

test('a query of any script and length never errors; the box keeps the first 50 characters', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  for (const q of ['😀𠮷ｱ%_\\'.repeat(20), 'ｍｕｒａ', '\u0000']) {
    const response = await page.goto(`/players/list?q=${encodeURIComponent(q)}&pos=P`)
    expect(response?.status()).toBe(200)
  }
  await page.goto(`/players/list?q=${'あ'.repeat(80)}`)
  await expect(page.getByRole('searchbox')).toHaveValue('あ'.repeat(50))
  expect(errors).toEqual([])
})

// The page streams in after its shell, and showing streamed parts takes JavaScript (as on every page
// of the site), so the server's answers are read: the form a browser submits, and what it gets back.
test('the filter form is a plain GET form; the URL a browser builds from every field lists the players', async ({ request }) => {
  const form = await (await request.get('/players/list')).text()
  expect(form).toMatch(/<form role="search" aria-label="選手の検索と絞り込み"[^>]* action="\/players\/list">/)
  expect(form).toMatch(/<select id="players-list-pos" name="pos"/)
  const answer = await (await request.get('/players/list?q=&team=&pos=C&status=all&throws=&bats=&sort=')).text()
  expect(answer).toContain(`該当 <strong>${count("pos = 'C'")}</strong>人`)
})
