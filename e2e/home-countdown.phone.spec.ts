import { trackConsoleErrors } from './console-errors'
import { expect, test, type Page } from './fixtures'

/** How far the page is wider than the phone; the emulated layout viewport would widen with it, so compare with 390. */
async function pageOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 390
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width
}

for (const path of ['/', '/records/career/countdown']) {
  test(`${path} fits a 390 px phone without sideways page scrolling`, async ({ page }) => {
    const errors = trackConsoleErrors(page)
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
    expect(errors).toEqual([])
  })
}

test('a countdown table shows who, how many to go and when without scrolling', async ({ page }) => {
  await page.goto('/records/career/countdown')
  const table = page.getByRole('table').first()
  const width = page.viewportSize()?.width ?? 390
  for (const name of ['選手', 'あと', '到達見込み']) {
    const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox()
    expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
  }
})
