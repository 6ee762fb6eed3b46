import { expect, test } from '@playwright/test'

const STANDINGS_2024 = '/records/season/standings/2024'

test('a slow navigation shows the centred circular loading indicator with its message', async ({ page }) => {
  // Let the link's prefetch through (it carries the loading state) but hold the page itself.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${STANDINGS_2024}**`, async (route) => {
    if (route.request().headers()['next-router-prefetch'] === undefined) await held
    await route.continue()
  })
  await page.goto('/records/titles')
  const menu = page.getByRole('navigation', { name: 'メインメニュー' })
  await menu.getByRole('button', { name: '記録', exact: true }).click()
  await menu.getByRole('button', { name: '順位表' }).click()
  // The link's prefetches (route tree and segments, loading state included) finish first.
  await page.waitForLoadState('networkidle')
  await menu.getByRole('link', { name: '2024年 順位表' }).click()

  const status = page.getByRole('status')
  await expect(status).toContainText('順位表を読み込んでいます…')
  const area = await status.locator('..').boundingBox()
  expect(area?.height).toBeGreaterThanOrEqual(500)
  release()
  await expect(page.getByRole('heading', { level: 1, name: '2024年 順位表' })).toBeVisible()
})
