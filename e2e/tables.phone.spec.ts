import { formatRate3 } from '@/lib/domain/format/numbers'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { VOTED_TITLE_TYPES } from '@/lib/domain/titles/season-titles'
import { dataSource, latestSeason, queryOne } from './database'
import type { Locator } from '@playwright/test'
import { expect, test, type Page } from './fixtures'
import { pageOverflow } from './phone-fit'

const SEASON = latestSeason()
const BATTING = `/records/season/players/batting/${SEASON}`

/** The first body row's cell under a header cell (the one the eye reads under it): its text, and whether all of it is on screen. */
async function cellUnder(page: Page, header: Locator) {
  await expect(header).toBeVisible()
  const width = page.viewportSize()?.width ?? 390
  return header.evaluate((th: Element, screen: number) => {
    const left = th.getBoundingClientRect().left
    const cells = [...(th.closest('table')?.querySelector('tbody tr')?.children ?? [])]
    const cell = cells.find((candidate) => candidate.checkVisibility() && Math.abs(candidate.getBoundingClientRect().left - left) < 1)
    const box = cell?.getBoundingClientRect()
    return { text: cell?.textContent?.trim() ?? null, onScreen: box !== undefined && box.left >= 0 && box.right <= screen }
  }, width)
}

const sorted = (page: Page, label: string) => page.getByRole('columnheader', { name: new RegExp(`^${label}`) })

test.describe('the sorted column or the key stat is on screen at 390 px without a swipe', () => {
  test('players batting, sorted by 打率: the leader’s AVG', async ({ page }) => {
    const { avg } = queryOne<{ avg: number }>('SELECT MAX(avg) AS avg FROM player_season_batting WHERE season = ? AND qualified = 1', SEASON)
    await page.goto(BATTING)
    await expect(sorted(page, '打率')).toHaveAttribute('aria-sort', 'descending')
    expect(await cellUnder(page, sorted(page, '打率'))).toEqual({ text: formatRate3(avg), onScreen: true })
  })

  test('players pitching, sorted by セーブ: the most saves', async ({ page }) => {
    // A counting sort ranks every pitcher with a save, qualified or not: the closers.
    const { sv } = queryOne<{ sv: number }>('SELECT MAX(sv) AS sv FROM player_season_pitching WHERE season = ?', SEASON)
    await page.goto(`/records/season/players/pitching/${SEASON}?sort=sv`)
    await expect(sorted(page, 'セーブ')).toHaveAttribute('aria-sort', 'descending')
    expect(await cellUnder(page, sorted(page, 'セーブ'))).toEqual({ text: String(sv), onScreen: true })
  })

  test('team batting, sorted by 打率: the best club AVG', async ({ page }) => {
    const { avg } = queryOne<{ avg: number }>('SELECT MAX(CAST(h AS REAL) / ab) AS avg FROM team_season_batting WHERE season = ?', SEASON)
    await page.goto(`/records/season/teams/batting/${SEASON}`)
    expect(await cellUnder(page, sorted(page, '打率'))).toEqual({ text: formatRate3(avg), onScreen: true })
  })

  test('standings: the leader’s 勝率 and ゲーム差 in both leagues', async ({ page }) => {
    await page.goto(`/records/season/standings/${SEASON}`)
    for (const [league, name] of [['central', 'セ・リーグ'], ['pacific', 'パ・リーグ']] as const) {
      const leader = queryOne<{ winning_percentage: number }>('SELECT winning_percentage FROM standings WHERE season = ? AND league = ? AND rank = 1', SEASON, league)
      const table = page.getByRole('table', { name: `${name} 順位表` })
      await table.scrollIntoViewIfNeeded()
      const pct = await cellUnder(page, table.getByRole('columnheader', { name: '勝率', exact: true }))
      expect(pct).toEqual({ text: formatRate3(leader.winning_percentage), onScreen: true })
      expect(await cellUnder(page, table.getByRole('columnheader', { name: 'ゲーム差', exact: true }))).toEqual({ text: '-', onScreen: true })
    }
  })
})

test('the ? beside 打率 is a tap target of its own, as tall as a compact header row, and opens the 打率 entry', async ({ page }) => {
  await page.goto(BATTING)
  const header = sorted(page, '打率')
  const mark = header.getByRole('link', { name: '打率の説明' })
  const [row, sort, box] = [await header.boundingBox(), await header.getByRole('link', { name: '打率', exact: true }).boundingBox(), await mark.boundingBox()]
  expect(row?.height).toBeLessThanOrEqual(48)
  expect(box?.height).toBeGreaterThanOrEqual(44)
  expect((sort?.x ?? Infinity) + (sort?.width ?? 0)).toBeLessThanOrEqual(box?.x ?? 0)
  await mark.tap()
  await expect(page).toHaveURL('/columns/glossary#avg')
  await expect(page.locator('#avg')).toBeInViewport()
})

test('the header row of the 50-row table stays in view while the table scrolls down', async ({ page }) => {
  await page.goto(BATTING)
  const box = page.locator('[data-table-scroll]')
  const header = page.getByRole('columnheader', { name: '選手' })
  const row = page.getByRole('row').nth(40)
  await expect(header).toBeVisible()
  // Bring the table up under the site's header, then scroll the rows as a thumb would.
  await box.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 64))
  const top = (await box.boundingBox())?.y ?? Number.NaN
  await box.evaluate((element) => element.scrollBy({ top: 1200 }))
  await expect(row).toBeInViewport()
  await expect.poll(async () => (await header.boundingBox())?.y).toBeCloseTo(top + 1, 0)
  // Nothing is drawn over it: the header itself is what a tap there reaches.
  const reached = await header.evaluate((th) => {
    const { left, top: y, width, height } = th.getBoundingClientRect()
    return th.contains(document.elementFromPoint(left + width / 2, y + height / 2))
  })
  expect(reached).toBe(true)
  expect((await header.boundingBox())?.y ?? 0).toBeLessThan((await row.boundingBox())?.y ?? 0)
})

test('a cue says more columns scroll in, and goes once the last column is in view', async ({ page }) => {
  await page.goto(BATTING)
  const box = page.locator('[data-table-scroll]')
  const cue = page.getByText('→ 横にスクロール')
  await expect(cue).toBeVisible()
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect(cue).toBeHidden()
  await box.evaluate((element) => element.scrollTo({ left: 0 }))
  await expect(cue).toBeVisible()
})

test('tables that fit the phone have no cue', async ({ page }) => {
  await page.goto('/records/titles')
  const boxes = page.locator('[data-table-scroll]')
  await expect(boxes.first()).toBeVisible()
  // Each box is measured once the page is interactive.
  await expect.poll(async () => page.locator('[data-overflow]').count()).toBe(await boxes.count())
  await expect(page.locator('[data-overflow="true"]')).toHaveCount(0)
  await expect(page.getByText('→ 横にスクロール').filter({ visible: true })).toHaveCount(0)
})

test('club cells show the one-character label, and the short name stays the link’s name', async ({ page }) => {
  const leader = queryOne<{ team: TeamCode }>('SELECT team FROM player_season_batting WHERE season = ? AND qualified = 1 ORDER BY avg DESC, pa DESC, player_id LIMIT 1', SEASON)
  const { shortName, fullName, abbreviation } = TEAM_BY_CODE[leader.team]
  await page.goto(BATTING)
  const badge = page.getByRole('row').nth(1).getByRole('link', { name: shortName, exact: true })
  await expect(badge).toBeVisible()
  await expect(badge).toHaveAttribute('title', fullName)
  expect(await badge.evaluate((link) => getComputedStyle(link.querySelector('[data-abbr]') ?? link, '::before').content)).toBe(`"${abbreviation}" / ""`)
  // The badge stays narrow; its cell, the hit area, is 44 px wide.
  expect((await badge.boundingBox())?.width).toBeLessThanOrEqual(32)
  expect((await badge.locator('xpath=ancestor::td[1]').boundingBox())?.width).toBeGreaterThanOrEqual(44)
})

for (const path of ['/records/titles', '/records/titles/golden_glove', '/records/titles/homerun_leader']) {
  test(`${path}: both leagues are reached by scrolling down, never right, with no value cut`, async ({ page }) => {
    test.skip(dataSource() !== 'sim' && VOTED_TITLE_TYPES.some((type) => path.endsWith(`/${type}`)), 'imported real data holds no voted awards')
    await page.goto(path)
    const central = page.getByRole('columnheader', { name: 'セ・リーグ', exact: true }).first()
    const pacific = page.getByRole('columnheader', { name: 'パ・リーグ', exact: true }).first()
    await expect(central).toBeVisible()
    const [first, second] = [await central.boundingBox(), await pacific.boundingBox()]
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0))
    expect((second?.x ?? Infinity) + (second?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390)
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
    const sideways = await page.locator('[data-table-scroll]').evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth).length)
    expect(sideways).toBe(0)
  })
}
