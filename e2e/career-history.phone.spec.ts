import { trackConsoleErrors } from './console-errors'
import { expect, test, type Page } from './fixtures'

/** How far the page is wider than the phone; the emulated layout viewport would widen with it, so compare with 390. */
async function pageOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 390
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width
}

const PATHS = [
  '/records/career/players/batting',
  '/records/career/players/pitching',
  '/records/historical-season/players/batting',
  '/records/historical-season/players/pitching',
  '/records/season-average/batting',
  '/records/season-average/pitching?metric=k9',
]

for (const path of PATHS) {
  test(`${path} fits a 390 px phone without sideways page scrolling`, async ({ page }) => {
    const errors = trackConsoleErrors(page)
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    if (path.includes('season-average')) await expect(page.locator('figure .recharts-wrapper > svg.recharts-surface')).toBeVisible({ timeout: 20_000 })
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })
}

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
