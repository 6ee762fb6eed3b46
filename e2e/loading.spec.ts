import type { Request } from '@playwright/test'
import { expect, test, type Page } from './fixtures'

const STANDINGS_2024 = '/records/season/standings/2024'

/**
 * Counts the router's prefetch requests for a path: how many are in flight and how many have
 * answered since the last reset. A page's prefetch is a tree request and then its segments, so
 * "every one answered" is what the router needs before it can show the loading state.
 */
function trackPrefetches(page: Page, path: string) {
  const pending = new Set<Request>()
  let answered = 0
  const isPrefetch = (request: Request) => request.url().includes(path) && request.headers()['next-router-prefetch'] !== undefined
  page.on('request', (request) => {
    if (isPrefetch(request)) pending.add(request)
  })
  const settle = (request: Request) => {
    if (pending.delete(request)) answered += 1
  }
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return {
    reset: () => {
      pending.clear()
      answered = 0
    },
    allAnswered: () => answered > 0 && pending.size === 0,
  }
}

test('a slow navigation shows the centred circular loading indicator with its message, at least a screen tall', async ({ page }) => {
  test.setTimeout(90_000)
  // Let the link's prefetches through (they carry the loading state) but hold the page itself.
  let release: () => void = () => {}
  await page.route(`**${STANDINGS_2024}**`, async (route) => {
    if (route.request().headers()['next-router-prefetch'] === undefined) await new Promise<void>((resolve) => (release = resolve))
    await route.continue()
  })
  const prefetches = trackPrefetches(page, STANDINGS_2024)
  const menu = page.getByRole('navigation', { name: 'メインメニュー' })
  // The header search keeps its own live region, so the indicator is the status that speaks of loading.
  const loading = page.getByRole('status').filter({ hasText: '読み込んでいます' })
  // Segment prefetching is asynchronous: if the click still wins the race the router has no
  // loading state yet and waits silently, so the attempt is repeated from a fresh page.
  await expect(async () => {
    release()
    prefetches.reset()
    await page.goto('/records/titles')
    // The link prefetches once it is on screen; click only after every prefetch has answered.
    await menu.getByRole('button', { name: '記録', exact: true }).click()
    await menu.getByRole('button', { name: '順位表' }).click()
    await expect.poll(prefetches.allAnswered, { timeout: 10_000 }).toBe(true)
    await menu.getByRole('link', { name: '2024年 順位表' }).click()
    await expect(loading).toContainText('順位表を読み込んでいます…', { timeout: 3000 })
  }).toPass({ timeout: 60_000 })
  const area = await loading.locator('..').boundingBox()
  expect(area?.height).toBeGreaterThanOrEqual(500)
  // At least a screen tall: the footer waits below the first view, so the page does not push it (CLS).
  expect(area?.height).toBeGreaterThanOrEqual(page.viewportSize()?.height ?? Infinity)
  release()
  await expect(page.getByRole('heading', { level: 1, name: '2024年 順位表' })).toBeVisible()
})
