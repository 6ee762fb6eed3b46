import { expect, test } from './fixtures'

test('a render error shows the root error screen and 再読み込み reloads the page', async ({ page }) => {
  await page.goto('/component-test')
  await page.getByRole('button', { name: 'レンダリングエラーを発生させる' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'アプリケーションエラー' })).toBeVisible()
  await expect(page.getByText('コンポーネントテストで発生させたレンダリングエラーです')).toBeVisible()
  await page.getByRole('button', { name: '再読み込み' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'コンポーネントテスト' })).toBeVisible()
})

test('debug=true adds the stack trace to the error screen', async ({ page }) => {
  await page.goto('/component-test?debug=true')
  await page.getByRole('button', { name: 'レンダリングエラーを発生させる' }).click()
  await expect(page.locator('pre')).toContainText('コンポーネントテストで発生させたレンダリングエラーです')
})
