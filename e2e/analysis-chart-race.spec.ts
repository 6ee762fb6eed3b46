import { trackConsoleErrors } from './console-errors'
import { latestSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { japaneseDay } from '@/lib/domain/games/results-date'

const BATTING = '/analysis/chart-race/batting'
const PITCHING = '/analysis/chart-race/pitching'
const SEASON = latestSeason()
/** A client navigation on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

/** The season's leader of a column as the season lines hold it, summed over a traded player's clubs: the total and every name that has it. */
function seasonLeader(table: 'player_season_batting' | 'player_season_pitching', column: string) {
  const { total } = queryOne<{ total: number }>(`SELECT SUM(${column}) AS total FROM ${table} WHERE season = ? GROUP BY player_id ORDER BY total DESC LIMIT 1`, SEASON)
  const names = query<{ name: string }>(
    `SELECT p.name_kanji AS name FROM ${table} s JOIN players p ON p.id = s.player_id WHERE s.season = ? GROUP BY s.player_id HAVING SUM(s.${column}) = ?`,
    SEASON,
    total,
  ).map((row) => row.name)
  return { total, names }
}

/** The final table's first row: the player's name and the stat's value (its last cell). */
async function firstRow(page: Page, caption: RegExp) {
  const row = page.getByRole('table', { name: caption }).getByRole('row').nth(1)
  return { name: (await row.getByRole('rowheader').textContent())?.trim() ?? '', value: (await row.getByRole('cell').last().textContent())?.trim() ?? '' }
}

const dateLabel = (page: Page) => page.getByRole('status').filter({ hasText: '時点' })

test('heading, and the final table’s leader is the database’s home-run leader of the season', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(BATTING))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('チャートレース（打者）')
  const leader = seasonLeader('player_season_batting', 'hr')
  const first = await firstRow(page, /本塁打の最終順位$/)
  expect(first.value).toBe(String(leader.total))
  expect(leader.names).toContain(first.name)
  await expect(page.getByRole('slider', { name: '日付' })).toBeEnabled()
  expect(errors).toEqual([])
})

test('the race plays, pauses (the date stays and goes into the address) and plays on', async ({ page }) => {
  await page.goto(PITCHING)
  const pause = page.getByRole('button', { name: '一時停止' })
  await expect(pause).toBeVisible()
  await expect(dateLabel(page)).not.toHaveText(`${japaneseDay(queryOne<{ first: string }>("SELECT MIN(date) AS first FROM games WHERE season = ? AND kind IN ('regular', 'interleague')", SEASON).first)}時点`)
  await pause.click()
  await expect(page).toHaveURL(/\/analysis\/chart-race\/pitching\?date=\d{4}-\d{2}-\d{2}$/)
  const paused = await dateLabel(page).textContent()
  const date = new URL(page.url()).searchParams.get('date') ?? ''
  expect(paused).toBe(`${japaneseDay(date)}時点`)
  // Let the page's own clock run 0.6 s (2.4 dates at 1×): a paused race has not moved.
  const since = await page.evaluate(() => performance.now())
  await page.waitForFunction((start) => performance.now() - start > 600, since)
  await expect(dateLabel(page)).toHaveText(paused ?? '')
  await page.getByRole('button', { name: '再生' }).click()
  await expect(dateLabel(page)).not.toHaveText(paused ?? '')
  await expect(page).toHaveURL(PITCHING)
})

test('prefers-reduced-motion: the race opens paused on the season’s last date', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(BATTING)
  await expect(page.getByRole('button', { name: '再生' })).toBeEnabled()
  const { last } = queryOne<{ last: string }>("SELECT MAX(date) AS last FROM games WHERE season = ? AND kind IN ('regular', 'interleague')", SEASON)
  await expect(dateLabel(page)).toHaveText(`${japaneseDay(last)}時点`)
})

test('the stat picker changes the address, the title and the table: the RBI leader from the database', async ({ page }) => {
  await page.goto(BATTING)
  await page.getByRole('navigation', { name: '成績' }).getByRole('link', { name: '打点', exact: true }).click()
  await expect(page).toHaveURL(`${BATTING}?stat=rbi`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('チャートレース（打者・打点）')
  const leader = seasonLeader('player_season_batting', 'rbi')
  await expect(page.getByRole('table', { name: /打点の最終順位$/ })).toBeVisible()
  const first = await firstRow(page, /打点の最終順位$/)
  expect([first.value, leader.names.includes(first.name)]).toEqual([String(leader.total), true])
  await page.getByRole('navigation', { name: '投手・打者' }).getByRole('link', { name: '投手' }).click()
  await expect(page).toHaveURL(PITCHING, NAVIGATION)
})

test('the API sends the race compact, and a stat of the other side is a 400 naming it', async ({ request }) => {
  const ok = await request.get(`/api/analysis/chart-race/pitching?season=${SEASON}&stat=sv`)
  expect(ok.status()).toBe(200)
  expect((await ok.body()).length).toBeLessThan(60_000)
  const race = await ok.json()
  expect([race.season, race.stat, race.top, race.deltas.length]).toEqual([SEASON, 'sv', 10, race.dates.length])
  const bad = await request.get('/api/analysis/chart-race/pitching?stat=hr')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error.message).toContain('パラメータ stat')
})
