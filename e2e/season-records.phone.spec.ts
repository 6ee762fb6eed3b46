import { latestSeason } from './database'
import { expect, test, type Page } from './fixtures'

const SEASON = latestSeason()
const PAGES = [`/records/season/players/batting/${SEASON}`, `/records/season/players/pitching/${SEASON}/pacific?group=saber`, `/records/season/teams/batting/${SEASON}`]

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

for (const path of PAGES) {
  test(`${path} fits a 390 px phone: the table scrolls inside its box with its first column pinned`, async ({ page }) => {
    await page.goto(path)
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    const box = page.locator('[data-table-scroll]')
    const firstCell = box.locator('tbody tr').first().locator('th')
    const lastCell = box.locator('tbody tr').first().locator('td').last()
    // The table streams in: measure its box once its rows are drawn (under CI load the box was read empty).
    await expect(lastCell).toBeVisible()
    const scrollable = await box.evaluate((element) => element.scrollWidth > element.clientWidth)
    expect(scrollable).toBe(true)
    const before = { first: await firstCell.boundingBox(), last: await lastCell.boundingBox() }
    await box.evaluate((element) => element.scrollBy({ left: 400 }))
    await expect.poll(async () => (await lastCell.boundingBox())?.x).toBeLessThan((before.last?.x ?? 0) - 100)
    expect((await firstCell.boundingBox())?.x).toBe(before.first?.x)
    await expect(firstCell).toBeVisible()
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
  })
}
