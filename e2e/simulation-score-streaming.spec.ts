import { trackConsoleErrors } from './console-errors'
import { latestSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'

const PATH = '/simulation/score-streaming'
const SEASON = latestSeason()
/** A whole game at max speed is a few hundred events; a loaded machine may take a while to send them. */
const GAME_OVER = { timeout: 20_000 }

type Box = { runs: number; hits: number; errors: number }
type Game = { final: { box: { away: Box; home: Box }; line: { away: number[]; home: (number | null)[] } } }

/** The line score's cells for a club's row: innings…, R, H, E. */
async function lineRow(page: Page, row: 1 | 2): Promise<string[]> {
  return page.getByRole('table', { name: 'イニングスコア' }).getByRole('row').nth(row).getByRole('cell').allTextContents()
}

/** Starts the game on the page at max speed and waits for the final line. */
async function playToEnd(page: Page) {
  await page.getByRole('button', { name: '試合開始' }).click()
  await expect(page.getByText(/^試合終了 /)).toBeVisible(GAME_OVER)
}

test('heading, and each club’s starter is its pitcher with the most starts in the season', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const starter = queryOne<{ name: string }>(
    "SELECT p.name_kanji AS name FROM player_season_pitching s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.team = 'g' ORDER BY s.gs DESC, s.player_id LIMIT 1",
    SEASON,
  )
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('スコア速報シミュレーション')
  const home = page.getByRole('region', { name: /読売ジャイアンツ/ })
  await expect(home.getByText('先発', { exact: true }).locator('..').getByRole('link').first()).toHaveText(starter.name)
  expect(errors).toEqual([])
})

test('two clubs and a seed from the form; at max speed the game reaches its final, and its line score equals the box and the /game JSON', async ({ page, request }) => {
  const errors = trackConsoleErrors(page)
  await page.goto(PATH)
  const form = page.getByRole('form', { name: '試合の条件' })
  await form.getByLabel('ビジター（先攻）').selectOption('h')
  await form.getByLabel('ホーム（後攻）').selectOption('l')
  await form.getByLabel('シード').fill('777')
  await form.getByLabel('再生速度').selectOption('max')
  await form.getByRole('button', { name: 'この条件で準備' }).click()
  await expect(page).toHaveURL(/away=h&home=l&seed=777&speed=max/)
  await expect(page.getByRole('heading', { name: 'ソフトバンク 対 西武（ベルーナドーム）' })).toBeVisible()
  await playToEnd(page)
  const game = (await (await request.get(`/api/simulation/score-streaming/game?season=${SEASON}&away=h&home=l&seed=777`)).json()) as Game
  const [away, home] = [await lineRow(page, 1), await lineRow(page, 2)]
  for (const [cells, box, line] of [[away, game.final.box.away, game.final.line.away], [home, game.final.box.home, game.final.line.home]] as const) {
    const [runs, hits, errorsMade] = cells.slice(-3).map(Number)
    expect({ runs, hits, errors: errorsMade }).toEqual(box)
    // The innings' cells add up to R ('x' a half not needed, '1x' a walk-off).
    expect(cells.slice(0, -3).reduce((sum, cell) => sum + (Number.parseInt(cell, 10) || 0), 0)).toBe(runs)
    expect(cells.slice(0, line.length).map((cell) => (cell === 'x' ? null : Number.parseInt(cell, 10)))).toEqual(line)
  }
  await expect(page.getByText(`試合終了 ソフトバンク ${game.final.box.away.runs}-${game.final.box.home.runs} 西武`, { exact: false })).toBeVisible()
  expect(errors).toEqual([])
})

test('the same seed plays the same game twice: streamed again, and skipped to the end', async ({ page }) => {
  await page.goto(`${PATH}?seed=31&speed=max`)
  await playToEnd(page)
  const first = await page.getByText(/^試合終了 /).textContent()
  await page.getByRole('button', { name: 'もう一度見る' }).click()
  await expect(page.getByRole('status').filter({ hasText: '試合終了' })).toBeVisible(GAME_OVER)
  await expect(page.getByText(/^試合終了 /)).toHaveText(first ?? '')
  await page.goto(`${PATH}?seed=31`)
  await page.getByRole('button', { name: '最後までスキップ' }).click()
  await expect(page.getByText(/^試合終了 /)).toHaveText(first ?? '', GAME_OVER)
})

test('pause stops the stream and resume carries on from the last pitch', async ({ page }) => {
  await page.goto(`${PATH}?seed=5&speed=10`)
  await page.getByRole('button', { name: '試合開始' }).click()
  const feed = page.getByRole('list', { name: '実況（新しい順）' })
  await expect(feed.getByRole('listitem').nth(2)).toBeVisible(GAME_OVER)
  await page.getByRole('button', { name: '一時停止' }).click()
  await expect(page.getByRole('status').filter({ hasText: '一時停止中' })).toBeVisible()
  const resumed = page.waitForRequest((asked) => asked.url().includes('/api/simulation/score-streaming?') && asked.url().includes('from='))
  await page.getByRole('button', { name: '再開' }).click()
  await resumed
  // The player's own speed control (the form above has one too, for the next game).
  await page.getByRole('region', { name: /対/ }).getByLabel('再生速度').selectOption('max')
  await expect(page).toHaveURL(`${PATH}?seed=5&speed=max`)
  await expect(page.getByText(/^試合終了 /)).toBeVisible(GAME_OVER)
})

test('the APIs answer a bad club with a 400 in JSON naming it, before any event', async ({ request }) => {
  for (const path of ['/api/simulation/score-streaming', '/api/simulation/score-streaming/game']) {
    const bad = await request.get(`${path}?away=zz&home=g`)
    expect(bad.status()).toBe(400)
    expect(bad.headers()['content-type']).toContain('application/json')
    expect((await bad.json()).error.message).toContain('パラメータ away')
  }
  const same = await request.get('/api/simulation/score-streaming?away=g&home=g')
  expect((await same.json()).error.message).toContain('パラメータ home')
})
