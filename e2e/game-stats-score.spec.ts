import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatPercent } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'

const SEASON = latestSeason()
const DISTRIBUTION = '/game-stats/score-distribution'
const TREND = '/game-stats/score-trend'
const NAVIGATION = { timeout: 15_000 }
const REGULAR = "season = ? AND kind IN ('regular', 'interleague')"

/** A table's rows as the screen shows them: the header row, then each body and footer row's cell texts. */
async function readTable(page: Page, name: RegExp): Promise<string[][]> {
  const table = page.getByRole('table', { name })
  await expect(table).toBeVisible()
  return table.evaluate((element) =>
    [...element.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].filter((cell) => cell.checkVisibility()).map((cell) => (cell.textContent ?? '').trim())),
  )
}

test('得点分布: NPB’s shutouts and its share of scoreless club-games are the games table’s', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const games = queryOne<{ games: number; shutouts: number; scoreless: number }>(
    `SELECT COUNT(*) AS games, SUM((home_runs = 0 AND away_runs > 0) + (away_runs = 0 AND home_runs > 0)) AS shutouts,
       SUM((home_runs = 0) + (away_runs = 0)) AS scoreless FROM games WHERE ${REGULAR}`,
    SEASON,
  )
  const clubGames = games.games * 2
  expect((await page.goto(DISTRIBUTION))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('得点分布')
  await expect(page.locator('dl > div').filter({ hasText: '完封負け' })).toContainText(`${formatStat(games.shutouts, 'count')} / ${formatStat(clubGames, 'count')}球団試合`)
  const rows = await readTable(page, /^1試合の得点ごとの球団試合の割合/)
  expect(rows[1]).toEqual(['0', formatStat(games.scoreless, 'count'), formatPercent(games.scoreless / clubGames)])
  await expect(page.getByRole('img', { name: /1試合の得点ごとの球団試合の割合/ })).toBeVisible()
  expect(errors).toEqual([])
})

test('得点分布: the league pill and the 比較 pill change the URL, and the comparison adds its columns to the table', async ({ page }) => {
  const previous = previousSeason()
  await page.goto(DISTRIBUTION)
  await page.getByRole('navigation', { name: 'リーグ', exact: true }).getByRole('link', { name: 'パ・リーグ' }).click()
  await expect(page).toHaveURL(`${DISTRIBUTION}?league=pacific`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 パ・リーグ 得点分布`)
  expect((await readTable(page, /^1試合の得点ごとの球団試合の割合/))[0]).toEqual(['得点', '球団試合', '割合'])
  await page.getByRole('navigation', { name: '比較', exact: true }).getByRole('link', { name: `${previous}年` }).click()
  await expect(page).toHaveURL(`${DISTRIBUTION}?league=pacific&vs=${previous}`, NAVIGATION)
  const rows = await readTable(page, /^1試合の得点ごとの球団試合の割合/)
  expect(rows[0]).toEqual(['得点', `${SEASON}年 球団試合`, `${SEASON}年 割合`, `${previous}年 球団試合`, `${previous}年 割合`])
  const clubGames = queryOne<{ n: number }>(`SELECT SUM(games) AS n FROM standings WHERE season = ? AND league = 'pacific'`, previous).n
  expect(rows[rows.length - 1]?.slice(3)).toEqual([formatStat(clubGames, 'count'), '100.0%'])
})

test('得点分布: unknown values fall back to the latest NPB season and say so', async ({ page }) => {
  expect((await page.goto(`${DISTRIBUTION}?season=1999&league=mlb&vs=zz`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('得点分布')
  await expect(page.getByText(`1999年のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
})

test('得点環境の推移: the first month’s runs per club-game are the games table’s', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const [first] = query<{ month: number; runs: number; games: number }>(
    `SELECT CAST(substr(date, 6, 2) AS INTEGER) AS month, SUM(home_runs + away_runs) AS runs, COUNT(*) AS games FROM games WHERE ${REGULAR} GROUP BY month ORDER BY month LIMIT 1`,
    SEASON,
  )
  if (!first) throw new Error(`no games in ${SEASON}`)
  expect((await page.goto(TREND))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('得点環境の推移')
  const rows = await readTable(page, /^\d{4}年 NPBの月別の得点環境$/)
  expect(rows[0]?.slice(0, 3)).toEqual(['月', '球団試合', '得点/試合'])
  expect(rows[1]?.slice(0, 3)).toEqual([`${first.month}月`, formatStat(first.games * 2, 'count'), formatStat(first.runs / (first.games * 2), 'decimal2')])
  await expect(page.getByRole('img', { name: /NPBの月別得点\/試合/ })).toBeVisible()
  expect(errors).toEqual([])
})

test('得点環境の推移: the metric pill and a season pill change the URL and the charts', async ({ page }) => {
  const previous = previousSeason()
  await page.goto(TREND)
  await page.getByRole('navigation', { name: 'グラフ', exact: true }).getByRole('link', { name: '本塁打/試合' }).click()
  await expect(page).toHaveURL(`${TREND}?metric=hr`, NAVIGATION)
  await expect(page.getByRole('img', { name: /NPBの年度別本塁打\/試合/ })).toBeVisible()
  await page.getByRole('navigation', { name: '年度', exact: true }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(`${TREND}?season=${previous}&metric=hr`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 2, name: `${previous}年 NPBの月別の得点環境` })).toBeVisible()
})
