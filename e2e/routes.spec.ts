import { expect, test } from './fixtures'
import { trackConsoleErrors } from './console-errors'
import { INVALID_PARAM_SAMPLES, PAGE_SAMPLES, REDIRECT_SAMPLES, UNKNOWN_PATHS } from './route-manifest'

test.describe('every page of the route table', () => {
  for (const path of PAGE_SAMPLES) {
    test(`${path} renders with one h1 and no console errors`, async ({ page }) => {
      const errors = trackConsoleErrors(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).not.toBeEmpty()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\//)
      // The site card, or on a player's pages his own card for the season.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/(og-image\.png|og\/players\/\d+\/\d{4}|og\/games\/\d{8}-[a-z]+-[a-z]+-\d{2})$/)
      expect(errors).toEqual([])
    })
  }
})

test('every redirect answers 307 with its target and keeps the query string', async ({ request }) => {
  expect(REDIRECT_SAMPLES.length).toBeGreaterThan(0)
  for (const { source, target } of REDIRECT_SAMPLES) {
    const response = await request.get(`${source}?from=test`, { maxRedirects: 0 })
    expect([source, response.status()]).toEqual([source, 307])
    const location = new URL(response.headers()['location'] ?? '', 'http://localhost')
    expect([source, location.pathname, location.search]).toEqual([source, target, '?from=test'])
  }
})

test('every redirect target is a page', async ({ request }) => {
  expect(REDIRECT_SAMPLES.length).toBeGreaterThan(0)
  for (const { source } of REDIRECT_SAMPLES) {
    const response = await request.get(source)
    expect([source, response.status()]).toEqual([source, 200])
  }
})

test('bad parameters and unknown paths answer 404 with the not-found page', async ({ request }) => {
  expect(INVALID_PARAM_SAMPLES.length).toBeGreaterThan(0)
  for (const path of [...INVALID_PARAM_SAMPLES, ...UNKNOWN_PATHS]) {
    const response = await request.get(path)
    expect([path, response.status()]).toEqual([path, 404])
    expect(await response.text()).toContain('ページが見つかりません')
  }
})

test('the not-found page offers links back', async ({ page }) => {
  await page.goto('/records/season/standings/1999')
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible()
  await page.getByRole('link', { name: 'トップページ' }).click()
  await expect(page).toHaveURL('/')
})

test('development pages are not indexed', async ({ request }) => {
  for (const path of ['/design-system-test', '/dev/renderers', '/component-test']) {
    const html = await (await request.get(path)).text()
    expect([path, html.includes('<meta name="robots" content="noindex, nofollow"/>')]).toEqual([path, true])
  }
})
