import { latestSeason, queryOne, sampleBatterId, samplePitcherId } from './database'
import { expect, test, type Page } from './fixtures'

const SEASON = latestSeason()
const PAGES = [
  '/',
  `/records/season/players/batting/${SEASON}`,
  `/records/season/standings/${SEASON}`,
  '/records/titles',
  '/records/career/countdown',
  '/columns/glossary',
  '/players/list?q=山',
  `/players/${sampleBatterId(SEASON)}/career-batting/${SEASON}`,
  `/players/${sampleBatterId(SEASON)}/game-batting/${SEASON}`,
  `/players/${samplePitcherId(SEASON)}/pitch-analysis/${SEASON}/details`,
  `/players/${sampleBatterId(SEASON)}/batting-analysis/${SEASON}/count`,
  '/sitemap',
  '/leaders/batting/atbat',
  '/pitch-data/pitching',
  '/game-results',
  '/game-results/mvp/monthly',
  '/game-results/mvp/daily',
  `/games/${queryOne<{ id: string }>("SELECT id FROM games WHERE source = 'sim' AND save_pitcher IS NOT NULL ORDER BY id DESC LIMIT 1").id}`,
  '/teams/t/info',
  `/teams/g/batting/${SEASON}`,
  '/teams/g/score',
  `/teams/player-strategy/pitching/season/${SEASON}/g/all`,
  `/teams/starting-lineup/${SEASON}/g`,
]

/**
 * Every visible link, button and field narrower or shorter than 44 px, as "text w×h". The one
 * exception is the glossary ? beside a column header: 44 px tall but 24 px wide (WCAG 2.5.8's
 * minimum), since 44 px beside every header would push the sorted column and ゲーム差 off a 390 px screen.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, summary')) {
      if (element.closest('.sr-only') || !element.checkVisibility({ visibilityProperty: true })) continue
      // A link stretched over its table cell (CELL_LINK) is hit anywhere in that cell.
      const stretched = getComputedStyle(element, '::after').position === 'absolute' ? element.offsetParent : null
      const box = (stretched ?? element).getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const minWidth = element.closest('thead') && element.getAttribute('href')?.startsWith('/columns/glossary') ? 23.5 : 43.5
      if (box.width < minWidth || box.height < 43.5) {
        small.push(`${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 16)} ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    }
    return small
  })
}

for (const path of PAGES) {
  test(`${path}: every link, button and field has a 44 × 44 px hit area at 390 px`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveCount(1)
    expect(await smallTargets(page)).toEqual([])
  })
}

test('the open drawer: every menu entry has a 44 px hit area', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'メニューを開く' }).click()
  const drawer = page.getByRole('dialog', { name: 'サイトメニュー' })
  await expect(drawer).toBeVisible()
  expect(await smallTargets(page)).toEqual([])
})
