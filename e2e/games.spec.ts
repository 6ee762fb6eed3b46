import { queryOne } from './database'
import { trackConsoleErrors } from './console-errors'
import { expect, test } from './fixtures'

type Game = { id: string; home_runs: number; away_runs: number; win_pitcher: string }

const GAME = queryOne<Game>("SELECT id, home_runs, away_runs, win_pitcher FROM games WHERE source = 'sim' AND status = 'final' AND kind = 'regular' ORDER BY season DESC, date DESC, id LIMIT 1")
const winner = queryOne<{ name: string }>('SELECT name_kanji AS name FROM players WHERE id = ?', GAME.win_pitcher).name
const leadoff = queryOne<{ name: string }>(
  "SELECT p.name_kanji AS name FROM substitutions s JOIN players p ON p.id = s.player_id JOIN games g ON g.id = s.game_id WHERE s.game_id = ? AND s.team = g.away AND s.batting_order = 1 AND s.starter = 1",
  GAME.id,
).name

test('a game page: one heading with the score, the line score’s runs, the winner, and the leadoff man of the visitors’ box linking to his page', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const response = await page.goto(`/games/${GAME.id}`)
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toContainText(`${GAME.away_runs}-${GAME.home_runs} 試合結果`)
  const line = page.getByRole('table', { name: 'イニングスコア' })
  await expect(line.getByRole('row').nth(1).getByRole('cell').nth(-3)).toHaveText(String(GAME.away_runs))
  await expect(line.getByRole('row').nth(2).getByRole('cell').nth(-3)).toHaveText(String(GAME.home_runs))
  await expect(page.getByRole('definition').filter({ hasText: winner }).first()).toBeVisible()
  const box = page.getByRole('table', { name: /の打撃成績$/ }).first()
  await expect(box.getByRole('link', { name: leadoff })).toHaveAttribute('href', /^\/players\/\d+\/career-batting\/\d{4}$/)
  // The batting totals equal the line score's runs.
  await expect(box.getByRole('row', { name: /合計/ }).getByRole('cell').nth(1)).toHaveText(String(GAME.away_runs))
  expect(errors).toEqual([])
})

test('an unknown game id answers 404 with the not-found page; a malformed one too', async ({ page }) => {
  for (const path of ['/games/20250101-g-t-01', '/games/not-a-game']) {
    const response = await page.goto(path)
    expect([path, response?.status()]).toEqual([path, 404])
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible()
  }
})
