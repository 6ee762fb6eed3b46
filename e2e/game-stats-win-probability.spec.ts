import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatPercent, formatSigned } from '@/lib/domain/format/numbers'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'

const PATH = '/game-stats/win-probability'
const SEASON = latestSeason()
const PREVIOUS = previousSeason()
/** A client navigation on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

type Chances = { win: number; tie: number; loss: number }

/** The stored model's cell: the home club's chances at a state (`diff` = home − away). */
const stored = (season: number, inning: number, half: 'top' | 'bottom', outs: number, bases: number, diff: number) =>
  queryOne<Chances>('SELECT win, tie, loss FROM win_expectancy WHERE season = ? AND inning = ? AND half = ? AND outs = ? AND bases = ? AND score_diff = ?', season, inning, half, outs, bases, diff)

/** A map's cell: the row named by its half-inning, the column by its score difference (−5…+5). */
function mapCell(page: Page, table: RegExp, half: string, diff: number) {
  const rows = page.getByRole('table', { name: table }).getByRole('row')
  return rows.filter({ has: page.getByRole('rowheader', { name: half, exact: true }) }).getByRole('cell').nth(diff + 5)
}
const MAP = /の場面でのホームチームの勝利確率（上段）/
const DIFFERENCE = /年のホームチームの勝利確率の差（上段、ポイント）/
const cellText = (chances: Chances) => `${formatChance(chances.win)}\n分 ${formatChance(chances.tie)}`

test('heading, and the 9回裏・同点 cell at the start of the half-inning as the database has it', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('勝利確率ヒートマップ')
  const ninth = stored(SEASON, 9, 'bottom', 0, 0, 0)
  await expect(mapCell(page, MAP, '9回裏', 0)).toHaveText(cellText(ninth))
  await expect(page.getByText(`9回裏・同点・無死走者なしの場面からホームチームが勝つ確率は${formatChance(ninth.win)}`)).toBeVisible()
  await expect(mapCell(page, MAP, '9回裏', 1)).toHaveText('終了')
  await expect(page.getByRole('link', { name: '勝利確率モデル' }).first()).toHaveAttribute('href', '/game-stats/win-probability-model')
  expect(errors).toEqual([])
})

test('the base-out picker puts the state in the URL and the map follows it', async ({ page }) => {
  await page.goto(PATH)
  await page.getByRole('navigation', { name: 'アウト' }).getByRole('link', { name: '一死' }).click()
  await expect(page).toHaveURL(`${PATH}?state=1-0`, NAVIGATION)
  await page.getByRole('navigation', { name: '走者' }).getByRole('link', { name: '一・二塁' }).click()
  await expect(page).toHaveURL(`${PATH}?state=1-3`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 2, name: `${SEASON}年 ホームチームの勝利確率（一死一・二塁）` })).toBeVisible()
  await expect(mapCell(page, MAP, '7回表', -2)).toHaveText(cellText(stored(SEASON, 7, 'top', 1, 3, -2)))
})

test('the season pill keeps the state and shows that season’s model', async ({ page }) => {
  await page.goto(`${PATH}?state=2-7`)
  await page.getByRole('navigation', { name: '年度' }).getByRole('link', { name: String(PREVIOUS), exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?season=${PREVIOUS}&state=2-7`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${PREVIOUS}年 勝利確率ヒートマップ`)
  await expect(mapCell(page, MAP, '8回裏', -1)).toHaveText(cellText(stored(PREVIOUS, 8, 'bottom', 2, 7, -1)))
})

test('compare mode: a map of the change in points, with the other season under each', async ({ page }) => {
  await page.goto(PATH)
  await page.getByRole('navigation', { name: '比較' }).getByRole('link', { name: String(PREVIOUS), exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?compare=${PREVIOUS}`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 2, name: `${SEASON}年と${PREVIOUS}年の比較（無死走者なし）` })).toBeVisible()
  const [now, then] = [stored(SEASON, 5, 'top', 0, 0, 0), stored(PREVIOUS, 5, 'top', 0, 0, 0)]
  await expect(mapCell(page, DIFFERENCE, '5回表', 0)).toHaveText(`${formatSigned((now.win - then.win) * 100, 1)}\n${formatChance(then.win)}`)
  await page.getByRole('navigation', { name: '比較' }).getByRole('link', { name: 'なし' }).click()
  await expect(page).toHaveURL(PATH, NAVIGATION)
  await expect(page.getByRole('table', { name: DIFFERENCE })).toHaveCount(0)
})

test('ties: the season’s games ending level beside NPB’s usual 2 %', async ({ page }) => {
  await page.goto(PATH)
  const games = queryOne<{ games: number; tied: number }>(
    "SELECT COUNT(*) AS games, SUM(home_runs = away_runs) AS tied FROM games WHERE season = ? AND kind IN ('regular', 'interleague')",
    SEASON,
  )
  const row = page.getByRole('table', { name: /延長と引き分けの割合/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: '引き分けで終わる', exact: true }) })
  await expect(row.getByRole('cell').nth(1)).toHaveText(`${formatPercent(games.tied / games.games)}（${games.tied}/${games.games}試合）`)
  await expect(row.getByRole('cell').nth(2)).toHaveText('約2%')
})

test('bad values fall back: an unknown season with a note, the default state, no comparison', async ({ page }) => {
  const response = await page.goto(`${PATH}?season=1999&state=9-9&compare=abcd`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('status').filter({ hasText: `1999年のデータはないため、${SEASON}年を表示しています。` })).toBeVisible()
  await expect(mapCell(page, MAP, '9回裏', 0)).toHaveText(cellText(stored(SEASON, 9, 'bottom', 0, 0, 0)))
  await expect(page.getByRole('table', { name: DIFFERENCE })).toHaveCount(0)
})
