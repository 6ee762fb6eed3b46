import { TEAM_BY_CODE, type TeamCode } from '../lib/domain/teams/teams'
import { trackConsoleErrors } from './console-errors'
import { DATA_SEASONS, latestSeason, queryOne } from './database'
import { expect, test } from './fixtures'

const japaneseDate = (date: string) => `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`

test('home: one h1, the Central leader, the last date’s games and the HR leader as the database has them', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const season = latestSeason()
  await page.goto('/')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NPBデータバンク')

  const leader = queryOne<{ team: TeamCode }>("SELECT team FROM standings WHERE season = ? AND league = 'central' AND rank = 1", season)
  const central = page.getByRole('table', { name: 'セ・リーグ', exact: true })
  await expect(central.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(TEAM_BY_CODE[leader.team].shortName)

  const { date, games } = queryOne<{ date: string; games: number }>('SELECT date, COUNT(*) AS games FROM games WHERE season = ? GROUP BY date ORDER BY date DESC LIMIT 1', season)
  const results = page.getByRole('region', { name: `最新の試合結果（${japaneseDate(date)}）` })
  await expect(results.getByRole('listitem')).toHaveCount(games)
  const firstGame = queryOne<{ id: string }>('SELECT id FROM games WHERE season = ? AND date = ? ORDER BY id LIMIT 1', season, date)
  // A result card is one link to its game page.
  await expect(results.getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', `/games/${firstGame.id}`)

  const hr = queryOne<{ name: string; hr: number }>(
    "SELECT p.name_kanji AS name, s.hr FROM player_season_batting s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.league = 'central' AND s.hr > 0 ORDER BY s.hr DESC, s.player_id LIMIT 1",
    season,
  )
  const hrList = page.getByRole('region', { name: 'セ・リーグ', exact: true }).getByRole('region', { name: '本塁打' })
  await expect(hrList.getByRole('listitem')).toHaveCount(5)
  await expect(hrList.getByRole('listitem').first()).toContainText(hr.name)
  await expect(hrList.getByRole('listitem').first()).toContainText(String(hr.hr))

  await expect(page.getByRole('link', { name: /記録達成カウントダウン/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: '順位表の詳細 →' })).toHaveAttribute('href', `/records/season/standings/${season}`)
  expect(errors).toEqual([])
})

test('home: WebSite structured data and a canonical address', async ({ page }) => {
  await page.goto('/')
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const website = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'WebSite')
  expect(website).toMatchObject({ name: 'NPBデータバンク', inLanguage: 'ja' })
  // The site root: the origin, with or without the closing slash.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
})

/** The active player nearest a milestone by career total over the data's seasons: always listed, in the window or not. */
function nearest(table: string, column: string, target: number) {
  const season = latestSeason()
  return queryOne<{ name: string; remaining: number }>(
    `SELECT p.name_kanji AS name, ? - SUM(s.${column}) AS remaining
     FROM rosters r JOIN players p ON p.id = r.player_id
     JOIN ${table} s ON s.player_id = r.player_id AND s.season IN (${DATA_SEASONS})
     WHERE r.season = ? GROUP BY r.player_id HAVING SUM(s.${column}) BETWEEN 1 AND ? - 1
     ORDER BY remaining, r.player_id LIMIT 1`,
    target,
    season,
    target,
  )
}

test('countdown: heading, the data-span note, and the nearest players’ remaining counts as the database has them', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/records/career/countdown')
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('記録達成カウントダウン')
  await expect(page.getByText(/データ収録期間内（\d{4}〜\d{4}年）の通算/)).toBeVisible()
  for (const [label, table, column, target, unit] of [
    ['2000安打', 'player_season_batting', 'h', 2000, '本'],
    ['250セーブ', 'player_season_pitching', 'sv', 250, 'セーブ'],
  ] as const) {
    const player = nearest(table, column, target)
    const section = page.getByRole('region', { name: new RegExp(`^${label}`) })
    const row = section.getByRole('row').filter({ hasText: player.name }).first()
    await expect(row.getByRole('cell').nth(1)).toHaveText(`${player.remaining}${unit}`)
  }
  await expect(page.getByRole('heading', { name: '集計方法' })).toBeVisible()
  expect(errors).toEqual([])
})

test('countdown: the jump links reach each milestone', async ({ page }) => {
  await page.goto('/records/career/countdown')
  await page.getByRole('navigation', { name: '記録の種類' }).getByRole('link', { name: '2000奪三振' }).click()
  await expect(page).toHaveURL(/#milestone-strikeouts$/)
  await expect(page.getByRole('heading', { name: '2000奪三振', level: 2 })).toBeInViewport()
})
