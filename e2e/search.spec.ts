import { trackConsoleErrors } from './console-errors'
import { latestSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'

type Player = { id: string; name: string; kana: string | null; romaji: string | null }

/** A player on the latest roster whose kanji name no one else has: his whole name is the first suggestion. */
const PLAYER = queryOne<Player>(
  `SELECT p.id, p.name_kanji AS name, p.name_kana AS kana, p.name_romaji AS romaji FROM players p
   JOIN rosters r ON r.player_id = p.id AND r.season >= ?
   WHERE p.id GLOB '[0-9]*' AND (SELECT COUNT(*) FROM players o WHERE o.name_kanji = p.name_kanji) = 1
   ORDER BY p.name_kana IS NULL, p.name_romaji IS NULL, p.id LIMIT 1`,
  latestSeason(),
)
const toKatakana = (text: string) => text.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0x60))
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

const box = (page: Page) => page.getByRole('combobox', { name: '選手・球団を検索' })
const suggestions = (page: Page) => page.getByRole('listbox', { name: '検索候補' })

async function expectSuggested(page: Page, typed: string) {
  await box(page).fill(typed)
  await expect(suggestions(page).getByRole('option', { name: startsWith(PLAYER.name) }).first()).toBeVisible()
}

test('suggestions come for the kanji name, with or without the space between family and given name', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/')
  await expectSuggested(page, PLAYER.name)
  await expectSuggested(page, PLAYER.name.replace(/\s+/g, ''))
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true')
  expect(errors).toEqual([])
})

test('suggestions come for the reading typed in katakana (the data holds hiragana)', async ({ page }) => {
  test.skip(PLAYER.kana === null, 'this database has no readings (npb.jp data)')
  const errors = trackConsoleErrors(page)
  await page.goto('/')
  await expectSuggested(page, toKatakana(PLAYER.kana ?? '').replace(/\s+/g, ''))
  expect(errors).toEqual([])
})

test('suggestions come for the romaji in capitals, family name first', async ({ page }) => {
  test.skip(PLAYER.romaji === null, 'this player has no romaji')
  const errors = trackConsoleErrors(page)
  await page.goto('/')
  await expectSuggested(page, (PLAYER.romaji ?? '').split(' ').reverse().join(' ').toUpperCase())
  expect(errors).toEqual([])
})

test('Enter goes to the results page, which lists the player with a link to his page', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/')
  await expectSuggested(page, PLAYER.name)
  await box(page).press('Enter')
  await expect(page).toHaveURL(`/players/list?q=${encodeURIComponent(PLAYER.name).replace(/%20/g, '+')}`)
  await expect(page.getByRole('heading', { level: 1, name: `「${PLAYER.name}」の検索結果` })).toBeVisible()
  await expect(page.getByRole('table').getByText(PLAYER.name, { exact: true })).toBeVisible()
  await expect(page.getByRole('table').getByRole('link', { name: PLAYER.name, exact: true })).toHaveAttribute('href', new RegExp(`^/players/${PLAYER.id}/career-(batting|pitching)/\\d{4}$`))
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  expect(errors).toEqual([])
})

test('a club name finds the club: the arrow key picks it and Enter opens the club page', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const giants = TEAM_BY_CODE.g
  await page.goto('/')
  await box(page).fill('ジャイアンツ')
  const club = suggestions(page).getByRole('option', { name: startsWith(giants.fullName) })
  await expect(club).toBeVisible()
  await box(page).press('ArrowDown')
  await expect(club).toHaveAttribute('aria-selected', 'true')
  await box(page).press('Enter')
  await expect(page).toHaveURL('/teams/g/info')
  expect(errors).toEqual([])
})

test('a query that finds nothing says so; Escape closes the suggestions', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/')
  await box(page).fill('zzqzzq')
  await expect(page.getByText('該当する選手・球団はありません').first()).toBeVisible()
  await box(page).press('Escape')
  await expect(suggestions(page)).toBeHidden()
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
  expect(errors).toEqual([])
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the search in the drawer suggests, and its 「すべての結果」 opens the results page', async ({ page }) => {
    const errors = trackConsoleErrors(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'メニューを開く' }).click()
    const drawer = page.getByRole('dialog', { name: 'サイトメニュー' })
    const input = drawer.getByRole('combobox', { name: '選手・球団を検索' })
    expect((await input.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    await input.fill(PLAYER.name)
    const option = drawer.getByRole('option', { name: startsWith(PLAYER.name) }).first()
    await expect(option).toBeVisible()
    expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(44)
    await drawer.getByRole('option', { name: /のすべての結果$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: `「${PLAYER.name}」の検索結果` })).toBeVisible()
    await expect(drawer).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The results stream in after the page's shell, and showing streamed parts takes JavaScript (as on
  // every page of the site), so the server's answer is read for them.
  test('the header box is a plain GET form to /players/list, whose answer holds the results', async ({ page, request }) => {
    await page.goto('/')
    await box(page).fill(PLAYER.name)
    await box(page).press('Enter')
    await expect(page).toHaveURL(`/players/list?q=${encodeURIComponent(PLAYER.name).replace(/%20/g, '+')}`)
    const html = await (await request.get(page.url())).text()
    expect(html).toMatch(new RegExp(`<td[^>]*><a[^>]*href="/players/${PLAYER.id}/[^"]+"[^>]*>${PLAYER.name}</a>`))
  })
})
