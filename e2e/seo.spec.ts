import { readFileSync } from 'node:fs'
import { DEFAULT_SEASON } from '@/lib/seasons'
import { siteCardFile } from '@/lib/seo/site-card'
import { latestSeason, samplePitcherId } from './database'
import { expect, test } from './fixtures'

const SITE_ORIGIN = 'https://npb-databank.jp'

test('/sitemap.xml lists the indexable pages as absolute URLs on the site origin', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('xml')
  const xml = await response.text()
  expect(xml).toContain('<urlset')
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  expect(urls.length).toBeGreaterThan(100)
  expect(urls.filter((url) => !url.startsWith(`${SITE_ORIGIN}/`))).toEqual([])
  // The sitemap lists the site's seasons (lib/seasons), whatever the database holds.
  expect(urls).toEqual(expect.arrayContaining([`${SITE_ORIGIN}/`, `${SITE_ORIGIN}/records/season/standings/${DEFAULT_SEASON}`, `${SITE_ORIGIN}/teams/g/info`]))
  expect(urls.filter((url) => /\/(design-system-test|dev\/|component-test)/.test(url))).toEqual([])
  // One page per player, his latest season's career page.
  const season = latestSeason()
  expect(urls).toContain(`${SITE_ORIGIN}/players/${samplePitcherId(season)}/career-pitching/${season}`)
})

test('the human sitemap page still renders at /sitemap', async ({ page }) => {
  const response = await page.goto('/sitemap')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'サイトマップ' })).toBeVisible()
})

test('/robots.txt allows the site, disallows /api/ and the development pages, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const text = await response.text()
  expect(text).toMatch(/^User-Agent: \*$/m)
  expect(text).toMatch(/^Allow: \/$/m)
  for (const path of ['/api/', '/design-system-test', '/dev/', '/component-test']) expect(text).toContain(`Disallow: ${path}\n`)
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)
})

test('a page carries JSON-LD and an absolute canonical URL and OG image', async ({ page }) => {
  const path = `/records/season/standings/${latestSeason()}`
  await page.goto(path)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts.length).toBeGreaterThan(0)
  for (const text of scripts) expect(JSON.parse(text)).toMatchObject({ '@context': 'https://schema.org' })
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${path}`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_ORIGIN}/og-image.png`)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /NPB/)
})

test('the OG image is served as a PNG, the card that says the league is fictional', async ({ request }) => {
  const response = await request.get('/og-image.png')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(Buffer.compare(await response.body(), readFileSync(siteCardFile(true)))).toBe(0)
})
