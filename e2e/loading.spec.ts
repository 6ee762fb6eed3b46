import { expect, test } from './fixtures'

const STANDINGS_2024 = '/records/season/standings/2024'

test('a slow navigation shows the centred circular loading indicator with its message', async ({ page }) => {
  test.setTimeout(90_000)
  // Let the link's prefetches through (they carry the loading state) but hold the page itself.
  let release: () => void = () => {}
  await page.route(`**${STANDINGS_2024}**`, async (route) => {
    if (route.request().headers()['next-router-prefetch'] === undefined) await new Promise<void>((resolve) => (release = resolve))
    await route.continue()
  })
  const menu = page.getByRole('navigation', { name: 'メインメニュー' })
  // Segment prefetching is asynchronous: if the click still wins the race the router has no
  // loading state yet and waits silently, so the attempt is repeated from a fresh page.
  await expect(async () => {
    release()
    await page.goto('/records/titles')
    // The link prefetches once it is on screen; click only after that answer has arrived.
    const prefetched = page.waitForResponse(
      (response) => response.url().includes(STANDINGS_2024) && response.request().headers()['next-router-prefetch'] !== undefined,
      { timeout: 10_000 },
    )
    await menu.getByRole('button', { name: '記録', exact: true }).click()
    await menu.getByRole('button', { name: '順位表' }).click()
    await prefetched
    await page.waitForLoadState('networkidle')
    await menu.getByRole('link', { name: '2024年 順位表' }).click()
    await expect(page.getByRole('status')).toContainText('順位表を読み込んでいます…', { timeout: 3000 })
  }).toPass({ timeout: 60_000 })
  const area = await page.getByRole('status').locator('..').boundingBox()
  expect(area?.height).toBeGreaterThanOrEqual(500)
  release()
  await expect(page.getByRole('heading', { level: 1, name: '2024年 順位表' })).toBeVisible()
})
