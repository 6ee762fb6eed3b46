import { expect, test } from './fixtures'

for (const path of ['/records/titles', '/records/titles/mvp', '/records/titles/batting_champion', '/records/titles/best_nine']) {
  test(`${path} fits a 390 px phone: no sideways page scroll, tables keep their first column in view`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    // Voted awards have no table on imported real data; every table there is must scroll inside itself.
    for (const table of await page.locator('table').all()) await expect(table.locator('th').first()).toHaveCSS('position', 'sticky')
  })
}
