import { expect, test, type Page } from './fixtures'

type GaParams = Record<string, unknown>

/** The data layer's gtag calls as plain arrays: ['event', name, params], ['config', id], … */
function gtagCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer')
    return Array.isArray(layer) ? layer.map((entry: ArrayLike<unknown>) => Array.from(entry)) : []
  })
}

async function events(page: Page, name: string): Promise<GaParams[]> {
  const calls = await gtagCalls(page)
  return calls.filter((call) => call[0] === 'event' && call[1] === name).map((call) => (call[2] ?? {}) as GaParams)
}

const pageViews = (page: Page) => events(page, 'page_view')
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' })
const homeLink = (page: Page) => page.locator('body > header').getByRole('link', { name: 'NPBデータバンク' })

/** GA's init script has run: the measurement id is configured and the landing page counted. */
async function gaReady(page: Page) {
  await expect.poll(async () => (await gtagCalls(page)).some((call) => call[0] === 'config' && call[1] === 'G-E2ETEST000')).toBe(true)
}

/** A marker on window survives client-side navigation and is lost on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Reflect.set(window, '__sameDocument', true))
}
const stillSameDocument = (page: Page) => page.evaluate(() => Reflect.get(window, '__sameDocument') === true)

test('the Google tag loads with the configured measurement id', async ({ page }) => {
  await page.goto('/stats')
  await gaReady(page)
  await expect(page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-E2ETEST000"]')).toHaveCount(1)
})

test("the server's HTML names no Google script: the tag is added after hydration", async ({ request }) => {
  const html = await (await request.get('/stats')).text()
  expect(html).toContain('<h1')
  expect(html).not.toContain('googletagmanager.com')
})

test('header navigation between pages sends a page_view for each new path', async ({ page }) => {
  await page.goto('/stats')
  await gaReady(page)
  await markDocument(page)
  expect(await pageViews(page)).toEqual([])

  await mainMenu(page).getByRole('button', { name: '記録', exact: true }).hover()
  await mainMenu(page).getByRole('button', { name: '順位表' }).hover()
  await mainMenu(page).getByRole('link', { name: '2024年 順位表' }).click()
  await expect(page).toHaveURL('/records/season/standings/2024')
  await expect(page.getByRole('heading', { level: 1, name: '2024年 順位表' })).toBeVisible()
  const origin = new URL(page.url()).origin
  // The view waits for the streamed title (up to TITLE_WAIT_MS): Next occasionally drops the
  // <title> on a soft navigation, and then the view goes out untitled.
  await expect.poll(() => pageViews(page), { timeout: 15_000 }).toEqual([
    { page_path: '/records/season/standings/2024', page_location: `${origin}/records/season/standings/2024`, page_title: expect.any(String) },
  ])
  const [view] = await pageViews(page)
  expect(view?.page_title).toBe(await page.title())

  await homeLink(page).click()
  await expect(page).toHaveURL('/')
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/records/season/standings/2024', '/'])
  expect(await stillSameDocument(page)).toBe(true)
})

test('a change of query alone sends a page_view that carries the query', async ({ page }) => {
  await page.goto('/?home_away=home')
  await gaReady(page)
  await markDocument(page)

  // The header's home link keeps the path and drops the query: a Link navigation of the query only.
  await homeLink(page).click()
  await expect(page).toHaveURL('/')
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/'])

  // Next integrates history.pushState into its router (useSearchParams updates), as filters do.
  await page.evaluate(() => window.history.pushState(null, '', '?home_away=visitor'))
  const origin = new URL(page.url()).origin
  await expect.poll(() => pageViews(page)).toContainEqual(expect.objectContaining({ page_path: '/?home_away=visitor', page_location: `${origin}/?home_away=visitor` }))
  expect(await stillSameDocument(page)).toBe(true)
})

test('a script that fails to load sends page_load_error', async ({ page }) => {
  await page.goto('/stats')
  await gaReady(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.src = '/_next/static/chunks/e2e-missing-chunk.js'
    document.body.append(script)
  })
  await expect.poll(() => events(page, 'page_load_error')).toContainEqual(
    expect.objectContaining({ error_kind: 'resource', resource_url: expect.stringContaining('e2e-missing-chunk.js'), page_path: '/stats' }),
  )
})

test('an unhandled rejection sends page_load_error and still surfaces as an uncaught error', async ({ page }) => {
  await page.goto('/stats')
  await gaReady(page)
  const surfaced = page.waitForEvent('pageerror')
  await page.evaluate(() => {
    setTimeout(() => void Promise.reject(new Error('e2e chunk failed')), 0)
  })
  expect((await surfaced).message).toContain('e2e chunk failed')
  await expect.poll(() => events(page, 'page_load_error')).toContainEqual(
    expect.objectContaining({ error_kind: 'promise', error_message: 'Error: e2e chunk failed', page_path: '/stats' }),
  )
})
