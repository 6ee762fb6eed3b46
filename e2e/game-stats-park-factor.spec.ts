import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatStat } from '@/lib/domain/format/stat-format'

const PATH = '/game-stats/park-factor'
const SEASON = latestSeason()

type Park = { venue: string; single_year: number | null; multi_year: number | null }

/** The season's main parks by multi-year run factor, as the page orders them, straight from the derived table. */
const mainParks = (season: number) =>
  query<Park>("SELECT venue, single_year, multi_year FROM venue_factors WHERE season = ? AND metric = 'runs' AND park = 'main' ORDER BY multi_year DESC, venue_id", season)

const mainTable = (page: Page) => page.getByRole('table', { name: /本拠地球場のパークファクター/ })

test('the latest season: one heading, and the top main park’s run factors as the database holds them', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const [top] = mainParks(SEASON)
  if (!top) throw new Error('no venue factors')
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('パークファクター')
  const first = mainTable(page).getByRole('row').nth(1)
  await expect(first).toContainText(top.venue)
  await expect(first).toContainText(formatStat(top.multi_year, 'decimal3'))
  await expect(first).toContainText(formatStat(top.single_year, 'decimal3'))
  await expect(page.getByRole('heading', { name: '計算方法' })).toBeVisible()
  expect(errors).toEqual([])
})

test('the season pill changes the URL and the table to that season’s values', async ({ page }) => {
  const previous = previousSeason()
  const [top] = mainParks(previous)
  await page.goto(PATH)
  await page.getByRole('navigation', { name: '年度', exact: true }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`\\?season=${previous}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${previous}年 パークファクター`)
  await expect(mainTable(page).getByRole('row').nth(1)).toContainText(formatStat(top?.multi_year ?? null, 'decimal3'))
})

test('the league pill keeps that league’s clubs’ parks, and the basis pill keeps both in the URL', async ({ page }) => {
  const central = queryOne<{ n: number }>(
    "SELECT COUNT(*) AS n FROM venue_factors v JOIN teams t ON t.code = v.team WHERE v.season = ? AND v.metric = 'runs' AND v.park = 'main' AND t.league = 'central'",
    SEASON,
  ).n
  await page.goto(PATH)
  await page.getByRole('navigation', { name: 'リーグ' }).getByRole('link', { name: 'セ・リーグ' }).click()
  await expect(page).toHaveURL(/\?league=central$/)
  await expect(mainTable(page).getByRole('row')).toHaveCount(central + 1)
  await page.getByRole('navigation', { name: '表の係数' }).getByRole('link', { name: '単年' }).click()
  await expect(page).toHaveURL(/\?league=central&basis=single$/)
})

test('a club links to its page, and a season the data lacks falls back to the latest with a note', async ({ page }) => {
  await page.goto(`${PATH}?season=1999&league=mlb`)
  await expect(page.getByRole('status').filter({ hasText: 'を表示しています' })).toContainText(`${SEASON}年を表示しています`)
  const club = mainTable(page).getByRole('row').nth(1).getByRole('link').first()
  const href = await club.getAttribute('href')
  expect(href).toMatch(/^\/teams\/[a-z]+\/info$/)
})
