import { expect, test, type Page } from './fixtures'

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' })
const trigger = (page: Page, label: string) => mainMenu(page).getByRole('button', { name: label, exact: true })

test.beforeEach(async ({ page }) => {
  await page.goto('/stats')
})

test('the header is 64 px tall and shows the product title', async ({ page }) => {
  const header = page.locator('body > header')
  await expect(header.getByRole('link', { name: 'NPBデータバンク' })).toBeVisible()
  expect((await header.boundingBox())?.height).toBe(64)
})

test('hover opens a menu and its nested submenu; only one of each is open', async ({ page }) => {
  await trigger(page, '記録').hover()
  await expect(trigger(page, '記録')).toHaveAttribute('aria-expanded', 'true')
  await expect(trigger(page, '記録')).toHaveAttribute('aria-haspopup', 'true')
  const standings = mainMenu(page).getByRole('button', { name: '順位表' })
  await standings.hover()
  await expect(standings).toHaveAttribute('aria-expanded', 'true')
  await expect(mainMenu(page).getByRole('link', { name: '2024年 順位表' })).toBeVisible()

  await mainMenu(page).getByRole('button', { name: 'シーズン成績' }).hover()
  await expect(standings).toHaveAttribute('aria-expanded', 'false')
  await expect(mainMenu(page).getByRole('link', { name: '選手 打撃成績' })).toBeVisible()

  await trigger(page, '分析').hover()
  await expect(trigger(page, '記録')).toHaveAttribute('aria-expanded', 'false')
  await expect(mainMenu(page).getByRole('list')).toHaveCount(2)
})

test('hovering a plain item closes the open submenu', async ({ page }) => {
  await trigger(page, '記録').hover()
  await mainMenu(page).getByRole('button', { name: '通算記録' }).hover()
  await expect(mainMenu(page).getByRole('link', { name: '通算 打撃記録' })).toBeVisible()
  await mainMenu(page).getByRole('link', { name: 'タイトル' }).hover()
  await expect(mainMenu(page).getByRole('link', { name: '通算 打撃記録' })).toBeHidden()
})

test('a parent item with a submenu does not navigate when clicked', async ({ page }) => {
  await trigger(page, '記録').click()
  await mainMenu(page).getByRole('button', { name: '歴代シーズン記録' }).click()
  await expect(page).toHaveURL('/stats')
  await expect(mainMenu(page).getByRole('link', { name: 'シーズン 打撃記録' })).toBeVisible()
})

/**
 * Opens /stats under Playwright's clock, lets the page load with time flowing, opens the チーム menu
 * and then stops the page's clock: from here its timers fire only when the test moves time on.
 */
async function openTeamsMenuOnPausedClock(page: Page) {
  const start = new Date('2025-07-01T12:00:00+09:00')
  await page.clock.install({ time: start })
  await page.goto('/stats')
  const teams = trigger(page, 'チーム')
  await teams.hover()
  await expect(teams).toHaveAttribute('aria-expanded', 'true')
  const box = await teams.boundingBox()
  if (!box) throw new Error('the チーム menu button has no box')
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
  return { teams, centre: { x: box.x + box.width / 2, y: box.y + box.height / 2 } }
}

/**
 * Lets React finish what a timer set off: it renders on a posted-message task, which runs before
 * this one. Without it, a menu that had just been told to close could still read as open.
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )
}

test('menus close 150 ms after the pointer leaves, not before', async ({ page }) => {
  const { teams } = await openTeamsMenuOnPausedClock(page)
  await page.mouse.move(640, 600)
  await page.clock.runFor(149)
  await settle(page)
  await expect(teams).toHaveAttribute('aria-expanded', 'true')
  await page.clock.runFor(1)
  await expect(teams).toHaveAttribute('aria-expanded', 'false')
})

test('returning within 150 ms keeps the menu open', async ({ page }) => {
  const { teams, centre } = await openTeamsMenuOnPausedClock(page)
  await page.mouse.move(640, 600)
  await page.clock.runFor(100)
  await page.mouse.move(centre.x, centre.y)
  await page.clock.runFor(400)
  await settle(page)
  await expect(teams).toHaveAttribute('aria-expanded', 'true')
})

test('menus close on route change and the current item is highlighted', async ({ page }) => {
  await trigger(page, '記録').hover()
  await mainMenu(page).getByRole('button', { name: '順位表' }).hover()
  await mainMenu(page).getByRole('link', { name: '2025年 順位表' }).click()
  await expect(page).toHaveURL('/records/season/standings/2025')
  await expect(page.getByRole('heading', { level: 1, name: '2025年 順位表' })).toBeVisible()
  await expect(trigger(page, '記録')).toHaveAttribute('aria-expanded', 'false')

  await page.goto('/records/season/standings/2025/central')
  await trigger(page, '記録').click()
  await mainMenu(page).getByRole('button', { name: '順位表' }).click()
  await expect(mainMenu(page).getByRole('link', { name: '2025年 順位表' })).toHaveAttribute('aria-current', 'page')
  await expect(mainMenu(page).getByRole('link', { name: '2024年 順位表' })).not.toHaveAttribute('aria-current', 'page')
})

test('keyboard: Enter opens, Tab reaches items, Escape closes and returns focus', async ({ page }) => {
  await trigger(page, 'チーム').focus()
  await page.keyboard.press('Enter')
  await expect(trigger(page, 'チーム')).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(mainMenu(page).getByRole('link', { name: '球団情報' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(trigger(page, 'チーム')).toHaveAttribute('aria-expanded', 'false')
  await expect(trigger(page, 'チーム')).toBeFocused()
})

test('the footer groups links and shows the current year', async ({ page }) => {
  const footer = page.getByRole('contentinfo')
  for (const heading of ['記録', 'リーダー', 'セイバーメトリクス', 'その他']) {
    await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible()
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} NPBデータバンク`)
})

test('every dropdown and nested submenu stays inside the 1280 px viewport', async ({ page }) => {
  for (const [group, parent] of [['記録', 'シーズン成績'], ['チーム', '選手起用'], ['試合統計', '勝利確率'], ['分析', 'セイバーメトリクス']] as const) {
    await trigger(page, group).hover()
    await mainMenu(page).getByRole('button', { name: parent }).hover()
    const submenuId = await mainMenu(page).getByRole('button', { name: parent }).getAttribute('aria-controls')
    const submenu = mainMenu(page).locator(`[id="${submenuId}"]`)
    await expect(submenu).toBeVisible()
    const box = await submenu.boundingBox()
    expect([parent, (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 1280]).toEqual([parent, true])
  }
})
