import { expect, test } from './fixtures'
import { testFitsPhone } from './phone-fit'

const PATHS = [
  '/records/career/players/batting',
  '/records/career/players/pitching',
  '/records/historical-season/players/batting',
  '/records/historical-season/players/pitching',
  '/records/season-average/batting',
  '/records/season-average/pitching?metric=k9',
]

/** The season-average pages draw their chart after hydration; the list pages have none. */
const CHART_PATHS = PATHS.filter((path) => path.includes('season-average'))

testFitsPhone(PATHS, async (page, path) => {
  const charts = page.getByRole('figure').getByRole('img', { name: /リーグ平均.+の推移/ })
  await expect(charts).toHaveCount(CHART_PATHS.includes(path) ? 1 : 0, { timeout: 20_000 })
})

test('the season-average table scrolls inside its box with the season pinned', async ({ page }) => {
  await page.goto('/records/season-average/batting')
  const table = page.getByRole('table', { name: 'NPB全体の年度別リーグ平均' })
  const scroller = table.locator('xpath=..')
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  const season = table.getByRole('row').nth(1).getByRole('cell').first()
  const before = await season.boundingBox()
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect.poll(async () => (await season.boundingBox())?.x).toBe(before?.x)
})
