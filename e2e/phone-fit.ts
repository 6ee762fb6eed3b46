import { trackConsoleErrors } from './console-errors'
import { expect, test, type Page } from './fixtures'

/** How far the page is wider than the phone; the emulated layout viewport would widen with it, so compare with 390. */
export async function pageOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 390
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width
}

/**
 * One test per page: it loads with one heading, no sideways page scrolling and no console errors.
 * `ready` waits for what a page draws late (a chart) before the width is measured.
 */
export function testFitsPhone(paths: readonly string[], ready?: (page: Page, path: string) => Promise<void>) {
  for (const path of paths) {
    test(`${path} fits a 390 px phone without sideways page scrolling`, async ({ page }) => {
      const errors = trackConsoleErrors(page)
      await page.goto(path)
      await expect(page.locator('h1')).toHaveCount(1)
      await ready?.(page, path)
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
      expect(errors).toEqual([])
    })
  }
}
