import { VOTED_TITLE_TYPES } from '@/lib/domain/titles/season-titles'
import { dataSource } from './database'
import { expect, test } from './fixtures'

/** Voted awards have no table on imported real data (it holds no voting results); every other page has one or more. */
const hasTables = (path: string) => dataSource() === 'sim' || !VOTED_TITLE_TYPES.some((type) => path.endsWith(`/${type}`))

for (const path of ['/records/titles', '/records/titles/mvp', '/records/titles/batting_champion', '/records/titles/best_nine']) {
  test(`${path} fits a 390 px phone: no sideways page scroll, tables keep their first column in view`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // Every table there is must scroll inside itself.
    const tables = await page.getByRole('table').all()
    expect(tables.length > 0).toBe(hasTables(path))
    for (const table of tables) await expect(table.locator('th').first()).toHaveCSS('position', 'sticky')
  })
}
