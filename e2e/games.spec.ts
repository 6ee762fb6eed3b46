import type { Locator } from '@playwright/test'
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

test('a game page’s play-by-play: the home run’s row as the database has it, the win-probability chart with its text alternative, and a PA’s pitches opened from the API', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const hr = queryOne<{ seq: number; inning: number; half: string; batter: string; pitches: number }>(
    `SELECT p.seq, p.inning, p.half, b.name_kanji AS batter, (SELECT COUNT(*) FROM pitches x WHERE x.game_id = p.game_id AND x.pa_seq = p.seq) AS pitches
     FROM plate_appearances p JOIN players b ON b.id = p.batter_id JOIN games g ON g.id = p.game_id
     WHERE g.source = 'sim' AND g.kind = 'regular' AND p.result = 'HR' ORDER BY g.date DESC, g.id, p.seq LIMIT 1`,
  )
  const game = queryOne<{ id: string }>(
    "SELECT p.game_id AS id FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.source = 'sim' AND g.kind = 'regular' AND p.result = 'HR' ORDER BY g.date DESC, g.id, p.seq LIMIT 1",
  )
  await page.goto(`/games/${game.id}`)
  await expect(page.getByRole('heading', { level: 2, name: 'プレー経過' })).toBeVisible()
  const half = page.getByRole('region', { name: new RegExp(`^${hr.inning}回${hr.half === 'top' ? '表' : '裏'}`) })
  const row = half.getByRole('listitem').filter({ hasText: hr.batter }).filter({ hasText: /ホームラン/ }).first()
  // The labels are the stylesheet's (one rule, not ninety rows' text): the numbers are the row's, 「RE24」「WPA」 drawn before them.
  const label = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element, '::before').content)
  await expect(row.locator('small > i')).toHaveText(/^\+\d\.\d\d$/)
  await expect(row.locator('small > em')).toHaveText(/^\+\d+\.\d%$/)
  expect([await label(row.locator('small > i')), await label(row.locator('small > em'))]).toEqual(['"RE24 "', '"WPA "'])
  const chart = page.getByRole('img', { name: /の勝利確率（打席ごと）/ })
  await expect(chart).toBeVisible()
  await expect(chart.locator('desc')).toHaveText(/^試合開始時 \d+\.\d%、最低 .*、試合終了 (100\.0|0\.0|50\.0)%。$/)
  await expect(page.getByRole('heading', { name: '試合を動いたプレー' })).toBeVisible()
  await expect(page.getByText('この試合のヒーロー')).toBeVisible()
  const button = row.getByRole('button', { name: `${hr.pitches}球▾` })
  await button.click()
  await expect(row.getByRole('button', { name: `${hr.pitches}球▴` })).toHaveAttribute('aria-expanded', 'true')
  await expect(row.getByRole('img', { name: '投球位置（捕手から見た図）' })).toBeVisible()
  await expect(row.getByRole('listitem')).toHaveCount(hr.pitches)
  await expect(row.getByRole('listitem').last()).toContainText('インプレー')
  expect(errors).toEqual([])
})

test('the pitches API: a game’s pitches by PA, 404 for an unknown game and 400 for a malformed id', async ({ request }) => {
  const game = queryOne<{ id: string; n: number }>("SELECT game_id AS id, COUNT(*) AS n FROM pitches WHERE game_id = (SELECT id FROM games WHERE source = 'sim' ORDER BY id LIMIT 1)")
  const response = await request.get(`/api/games/${game.id}/pitches`)
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { pas: Record<string, unknown[]> }
  expect(Object.values(body.pas).reduce((sum, list) => sum + list.length, 0)).toBe(game.n)
  expect((await request.get('/api/games/20250101-g-t-01/pitches')).status()).toBe(404)
  expect((await request.get('/api/games/nope/pitches')).status()).toBe(400)
})

test('an unknown game id answers 404 with the not-found page; a malformed one too', async ({ page }) => {
  for (const path of ['/games/20250101-g-t-01', '/games/not-a-game']) {
    const response = await page.goto(path)
    expect([path, response?.status()]).toEqual([path, 404])
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible()
  }
})

test('results: the last day with games by default; the day links move through the days with games and change the URL; a card opens its game', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const last = queryOne<{ date: string }>('SELECT MAX(date) AS date FROM games').date
  const previous = queryOne<{ date: string }>('SELECT MAX(date) AS date FROM games WHERE date < ?', last).date
  const count = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM games WHERE date = ?', previous).n
  await page.goto('/game-results')
  const [year, month, day] = last.split('-').map(Number)
  await expect(page.locator('h1')).toContainText(`${year}年${month}月${day}日`)
  await page.getByRole('navigation', { name: '日付' }).getByRole('link').first().click()
  await expect(page).toHaveURL(`/game-results?date=${previous}`)
  // The day's cards (the list of the season's dramatic games below them is an ol).
  const cards = page.locator('main ul > li').filter({ has: page.locator('a[href^="/games/"]') })
  await expect(cards).toHaveCount(count)
  await cards.first().getByRole('link').click()
  await expect(page).toHaveURL(/\/games\/\d{8}-/)
  expect(errors).toEqual([])
})

test('results: a day without games says so, a day outside the data shows the nearest one and says why, a league filter keeps the day', async ({ page }) => {
  const first = queryOne<{ date: string }>('SELECT MIN(date) AS date FROM games').date
  await page.goto('/game-results?date=2000-01-01')
  await expect(page.getByText('2000-01-01より前の試合はデータにないため')).toBeVisible()
  const [year, month, day] = first.split('-').map(Number)
  await expect(page.locator('h1')).toContainText(`${year}年${month}月${day}日`)
  // A day inside the data without games: the day after a game day that has none (an off day).
  const empty = queryOne<{ date: string }>(
    "SELECT date(d, '+1 day') AS date FROM (SELECT DISTINCT date AS d FROM games) WHERE date(d, '+1 day') NOT IN (SELECT date FROM games) AND date(d, '+1 day') < (SELECT MAX(date) FROM games) ORDER BY d DESC LIMIT 1",
  ).date
  await page.goto(`/game-results?date=${empty}`)
  await expect(page.getByText('この日は試合がありません。')).toBeVisible()
  await page.getByRole('navigation', { name: '絞り込み' }).getByRole('link', { name: 'セ・リーグ' }).click()
  await expect(page).toHaveURL(`/game-results?date=${empty}&league=central`)
})

const CENTRAL = "('g','t','db','c','s','d')"

test('results: the calendar opens on the day’s month, marks the day, counts its games under the filter, and a game day opens its results with the filter kept', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const day = queryOne<{ date: string }>(`SELECT date FROM games WHERE home IN ${CENTRAL} OR away IN ${CENTRAL} GROUP BY date ORDER BY date DESC LIMIT 1 OFFSET 5`).date
  const count = queryOne<{ n: number }>(`SELECT COUNT(*) AS n FROM games WHERE date = ? AND (home IN ${CENTRAL} OR away IN ${CENTRAL})`, day).n
  const other = queryOne<{ date: string; n: number }>(
    `SELECT date, COUNT(*) AS n FROM games WHERE substr(date, 1, 7) = ? AND date <> ? AND (home IN ${CENTRAL} OR away IN ${CENTRAL}) GROUP BY date ORDER BY date LIMIT 1`, day.slice(0, 7), day,
  )
  // The health checker's own reads of /api/games/schedule (a fixed month) are not the calendar's.
  let scheduleRequests = 0
  page.on('request', (request) => { if (request.url().includes(`/api/games/schedule?month=${day.slice(0, 7)}`)) scheduleRequests += 1 })
  await page.goto(`/game-results?date=${day}&league=central`)
  const button = page.getByRole('button', { name: 'カレンダー' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  expect(scheduleRequests).toBe(0)
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect.poll(() => scheduleRequests).toBe(1)
  const [y, m, d] = day.split('-').map(Number)
  const grid = page.getByRole('table', { name: `${y}年${m}月の試合日` })
  await expect(grid.getByRole('columnheader')).toHaveText(['日', '月', '火', '水', '木', '金', '土'])
  await expect(grid.getByRole('link', { name: `${m}月${d}日 ${count}試合` })).toHaveAttribute('aria-current', 'date')
  const [, om, od] = other.date.split('-').map(Number)
  await grid.getByRole('link', { name: `${om}月${od}日 ${other.n}試合` }).click()
  await expect(page).toHaveURL(`/game-results?date=${other.date}&league=central`)
  await expect(page.locator('h1')).toContainText(`${om}月${od}日`)
  expect(errors).toEqual([])
})

test('results: the season’s most dramatic games are listed by Σ|WPA| and link to their games', async ({ page }) => {
  const top = queryOne<{ id: string; drama: number }>(
    "SELECT g.id, SUM(ABS(v.wpa)) AS drama FROM games g JOIN pa_values v ON v.game_id = g.id WHERE g.season = (SELECT season FROM games ORDER BY date DESC LIMIT 1) AND g.kind IN ('regular', 'interleague') GROUP BY g.id ORDER BY drama DESC, g.id LIMIT 1",
  )
  await page.goto('/game-results')
  const list = page.getByRole('region', { name: /の劇的な試合/ })
  const first = list.getByRole('listitem').first()
  await expect(first).toContainText(top.drama.toFixed(2))
  await expect(first.getByRole('link')).toHaveAttribute('href', `/games/${top.id}`)
})
