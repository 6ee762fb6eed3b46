import { expect, test } from './fixtures'

test('the drawer opens from the right, about 280 px wide, with sections that toggle', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeHidden()
  const toggle = page.getByRole('button', { name: 'メニューを開く' })
  await toggle.click()
  const drawer = page.getByRole('dialog', { name: 'サイトメニュー' })
  await expect(drawer).toBeVisible()
  const box = await drawer.boundingBox()
  expect(box?.width).toBe(280)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(390)

  const records = drawer.getByRole('button', { name: '記録' })
  await expect(records).toHaveAttribute('aria-expanded', 'false')
  await records.click()
  await expect(records).toHaveAttribute('aria-expanded', 'true')
  await expect(drawer.getByRole('link', { name: '2024年 順位表' })).toBeVisible()
  await records.click()
  await expect(drawer.getByRole('link', { name: '2024年 順位表' })).toBeHidden()
})

test('the drawer closes on navigation and on Escape', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'メニューを開く' }).click()
  const drawer = page.getByRole('dialog', { name: 'サイトメニュー' })
  await drawer.getByRole('button', { name: 'チーム' }).click()
  await drawer.getByRole('link', { name: '球団情報' }).click()
  await expect(page).toHaveURL('/teams/info')
  await expect(page.getByRole('heading', { level: 1, name: '12球団 球団情報' })).toBeVisible()
  await expect(drawer).toBeHidden()

  await page.getByRole('button', { name: 'メニューを開く' }).click()
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'チーム' })).toHaveAttribute('aria-expanded', 'true')
  await expect(drawer.getByRole('link', { name: '球団情報' })).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeFocused()
})

test('pages do not overflow the phone width', async ({ page }) => {
  for (const path of ['/', '/teams/info', '/records/titles/mvp', '/dev/renderers']) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect([path, overflow]).toEqual([path, 0])
  }
})
