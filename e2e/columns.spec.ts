import { formatStat } from '@/lib/domain/format/stat-format'
import { GLOSSARY } from '@/lib/domain/glossary/glossary'
import { COLUMN_SLUGS } from '@/lib/route-params'
import { trackConsoleErrors } from './console-errors'
import { latestSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The page's schema.org nodes: every JSON-LD script, graphs unfolded. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> & { '@graph'?: Array<Record<string, unknown>> }
    return data['@graph'] ?? [data]
  })
}

test('/columns leads to the glossary, whose contents jump to the 打率 entry', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/columns')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('コラム')
  await page.getByRole('link', { name: `用語集（${GLOSSARY.length}語）`, exact: true }).click()
  await expect(page).toHaveURL('/columns/glossary')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('用語集')
  await page.getByRole('navigation', { name: '用語集の目次' }).getByRole('link', { name: '打率（AVG）', exact: true }).click()
  await expect(page).toHaveURL('/columns/glossary#avg')
  const entry = page.locator('#avg')
  await expect(entry).toBeInViewport()
  await expect(entry.getByRole('heading', { level: 3 })).toHaveText(/^打率/)
  await expect(entry).toContainText('150安打 ÷ 500打数 ＝ .300')
  expect(errors).toEqual([])
})

test('a shared link to /columns/glossary#avg opens at the 打率 entry; the page is a DefinedTermSet of every entry', async ({ page }) => {
  await page.goto('/columns/glossary#avg')
  await expect(page.locator('#avg')).toBeInViewport()
  const termSet = (await structuredData(page)).find((node) => node['@type'] === 'DefinedTermSet')
  expect(termSet?.hasDefinedTerm).toHaveLength(GLOSSARY.length)
})

test('the run-values article: its h1, Article data, and the latest season’s RE with nobody on and nobody out from the database', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const season = latestSeason()
  const { runs } = queryOne<{ runs: number }>("SELECT runs FROM run_expectancy WHERE season = ? AND league = 'npb' AND outs = 0 AND bases = 0", season)
  await page.goto('/columns/run-values')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('得点期待値・RE24・得点価値の求め方')
  const table = page.getByRole('table', { name: new RegExp(`^${season}年 得点期待値`) })
  const empty = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '走者なし', exact: true }) })
  await expect(empty.getByRole('cell').nth(1)).toContainText(formatStat(runs, 'decimal3'))
  const article = (await structuredData(page)).find((node) => node['@type'] === 'Article')
  expect(article).toMatchObject({ headline: '得点期待値・RE24・得点価値の求め方', inLanguage: 'ja' })
  expect(errors).toEqual([])
})

test('every article links to the others and back to its glossary entries', async ({ page }) => {
  await page.goto('/columns/wpa')
  await expect(page.getByRole('navigation', { name: 'ほかの解説' }).getByRole('link')).toHaveCount(COLUMN_SLUGS.length - 1)
  await page.getByRole('navigation', { name: '関連する用語' }).getByRole('link', { name: 'WPA', exact: true }).click()
  await expect(page).toHaveURL('/columns/glossary#wpa')
  await expect(page.locator('#wpa')).toBeInViewport()
})

test('an unknown article is a 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/columns/no-such-article')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('ページが見つかりません')
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  testFitsPhone(['/columns', '/columns/glossary', ...COLUMN_SLUGS.map((slug) => `/columns/${slug}`)])

  test('the glossary contents open by tap, their links are 44 px tall, and one jumps to its entry', async ({ page }) => {
    await page.goto('/columns/glossary')
    const toc = page.getByRole('navigation', { name: '用語集の目次' })
    await toc.locator('summary', { hasText: '打撃' }).tap()
    const link = toc.getByRole('link', { name: '打率', exact: true })
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    await link.tap()
    await expect(page).toHaveURL('/columns/glossary#avg')
    await expect(page.locator('#avg')).toBeInViewport()
  })
})
