import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'

const PATH = '/game-stats/win-probability-model'
const SEASON = latestSeason()
const PREVIOUS = previousSeason()
/** A client navigation on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

type Chances = { win: number; tie: number; loss: number }

/** The stored model's row: the home club's chances at a state (`diff` = home − away). */
const stored = (season: number, inning: number, half: 'top' | 'bottom', outs: number, bases: number, diff: number) =>
  queryOne<Chances>('SELECT win, tie, loss FROM win_expectancy WHERE season = ? AND inning = ? AND half = ? AND outs = ? AND bases = ? AND score_diff = ?', season, inning, half, outs, bases, diff)

const answer = (page: Page) => page.getByRole('status', { name: '計算結果' })
const sentence = ({ win, tie, loss }: Chances) => `ホームチームが勝つ確率は${formatChance(win)}、引き分けは${formatChance(tie)}、負けは${formatChance(loss)}です。`

/** Home's result on the WE scale: a win 1, a tie ½, a loss 0. */
const OUTCOME = 'CASE WHEN g.home_runs > g.away_runs THEN 1.0 WHEN g.home_runs < g.away_runs THEN 0.0 ELSE 0.5 END'
const SEASON_PAS = "FROM games g JOIN pa_values v ON v.game_id = g.id WHERE g.season = ? AND g.kind IN ('regular', 'interleague')"

test('heading, and the calculator’s answer for the address’s state is the database’s row', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(`${PATH}?inning=8&half=top&outs=1&bases=5&diff=2`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('勝利確率モデル')
  await expect(answer(page)).toContainText('8回表 一死一・三塁、ホーム2点リード')
  await expect(answer(page)).toContainText(sentence(stored(SEASON, 8, 'top', 1, 5, 2)))
  await expect(page.getByRole('link', { name: '勝利確率ヒートマップ' }).first()).toHaveAttribute('href', '/game-stats/win-probability')
  expect(errors).toEqual([])
})

test('changing the form puts the state in the address and the answer comes from the API', async ({ page }) => {
  await page.goto(PATH)
  const form = page.getByRole('form', { name: '勝利確率を計算する場面' })
  const asked = page.waitForResponse((response) => response.url().includes('/api/game-stats/win-probability?'))
  await form.getByLabel('イニング').selectOption('7')
  await expect(page).toHaveURL(`${PATH}?inning=7&half=bottom&outs=2&bases=3&diff=-1`, NAVIGATION)
  expect((await asked).status()).toBe(200)
  await expect(answer(page)).toContainText(sentence(stored(SEASON, 7, 'bottom', 2, 3, -1)))
  await form.getByText('三塁', { exact: true }).click()
  await form.getByText('一死', { exact: true }).click()
  await form.getByLabel('点差').selectOption({ label: '同点' })
  await expect(page).toHaveURL(`${PATH}?inning=7&half=bottom&outs=1&bases=7&diff=0`, NAVIGATION)
  await expect(answer(page)).toContainText(sentence(stored(SEASON, 7, 'bottom', 1, 7, 0)))
})

test('the calibration: the Brier score and a bin’s PAs as the database counts them', async ({ page }) => {
  const { brier } = queryOne<{ brier: number }>(`SELECT AVG((v.we_before - ${OUTCOME}) * (v.we_before - ${OUTCOME})) AS brier ${SEASON_PAS}`, SEASON)
  const { pas } = queryOne<{ pas: number }>(`SELECT COUNT(*) AS pas ${SEASON_PAS} AND CAST(v.we_before * 20 + 1e-9 AS INTEGER) = 10`, SEASON)
  await page.goto(PATH)
  const section = page.getByRole('region', { name: /キャリブレーション/ })
  await expect(section.getByText(brier.toFixed(3), { exact: true })).toBeVisible()
  const row = section.getByRole('table').getByRole('row').filter({ has: page.getByRole('rowheader', { name: '50〜55%', exact: true }) })
  await expect(row.getByRole('cell').first()).toHaveText(pas.toLocaleString('ja-JP'))
})

test('the season pill keeps a chosen state and answers from that season’s model', async ({ page }) => {
  await page.goto(`${PATH}?inning=3&half=top&outs=0&bases=0&diff=0`)
  await page.getByRole('navigation', { name: '年度' }).getByRole('link', { name: String(PREVIOUS), exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?season=${PREVIOUS}&inning=3&half=top&outs=0&bases=0&diff=0`, NAVIGATION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${PREVIOUS}年 勝利確率モデル`)
  await expect(answer(page)).toContainText(sentence(stored(PREVIOUS, 3, 'top', 0, 0, 0)))
})

test('the API answers the stored row, and a bad value with a 400 naming it', async ({ request }) => {
  const ok = await request.get(`/api/game-stats/win-probability?season=${SEASON}&inning=9&half=bottom&outs=2&bases=3&diff=-1`)
  expect(ok.status()).toBe(200)
  expect(await ok.json()).toMatchObject({ season: SEASON, ...stored(SEASON, 9, 'bottom', 2, 3, -1) })
  const bad = await request.get('/api/game-stats/win-probability?inning=13&half=top&outs=0&bases=0&diff=0')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error.message).toContain('パラメータ inning')
})
