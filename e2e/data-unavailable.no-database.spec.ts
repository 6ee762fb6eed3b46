import { expect, test } from './fixtures'

// This project's server runs the same build with NPB_DB_PATH naming a file that does not exist.

for (const path of ['/records/season/standings/2025', '/records/season/players/batting/2025', '/']) {
  test(`${path} answers 503 with the データを準備中です screen and a way home`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('60')
    await expect(page).toHaveTitle('データを準備中です | NPBデータバンク')
    await expect(page.getByRole('heading', { level: 1, name: 'データを準備中です' })).toBeVisible()
    await expect(page.getByText('しばらくしてから、もう一度お試しください')).toBeVisible()
    await expect(page.getByRole('link', { name: 'トップページへ' })).toHaveAttribute('href', '/')
    await expect(page.getByText('ページが見つかりません')).toHaveCount(0)
  })
}

test('the data API answers 503 JSON with a message, and /api/health says down', async ({ request }) => {
  for (const url of ['/api/records/standings?season=2025', '/api/records/season/players?type=batting&season=2025&league=central']) {
    const response = await request.get(url)
    expect(response.status()).toBe(503)
    expect(await response.json()).toEqual({
      error: { code: 'database_unavailable', message: 'ただいま成績データを準備しています。しばらくしてから、もう一度お試しください。', message_en: 'the data is being prepared; try again later' },
    })
  }
  const health = await request.get('/api/health')
  expect(health.status()).toBe(503)
  expect(await health.json()).toMatchObject({ overall: 'down', database: { reachable: false } })
})

test('pages that need no data stay up, and a bad season is still a 404', async ({ page }) => {
  expect((await page.goto('/columns/glossary'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: '用語集' })).toBeVisible()
  expect((await page.goto('/records/season/standings/1999'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible()
})

test('following a link from a page that is up to a data page lands on the 503 screen', async ({ page }) => {
  await page.goto('/columns/glossary')
  await page.getByRole('banner').getByRole('link', { name: 'NPBデータバンク' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'データを準備中です' })).toBeVisible()
  await expect(page).toHaveURL('/')
})
