import { trackConsoleErrors } from './console-errors'
import { latestSeason, queryOne, sampleBatterId, samplePitcherId } from './database'
import { expect, test } from './fixtures'

const SEASON = latestSeason()
const BATTER = sampleBatterId(SEASON)
const PITCHER = samplePitcherId(SEASON)

type Line = { name: string; hr: number; h: number; games: number }
const batter = queryOne<Line>(
  `SELECT p.name_kanji AS name, SUM(b.hr) AS hr, SUM(b.h) AS h, SUM(b.g) AS games FROM player_season_batting b JOIN players p ON p.id = b.player_id
   WHERE b.player_id = ? AND b.season = ?`,
  BATTER,
  SEASON,
)
const career = queryOne<{ h: number }>('SELECT SUM(h) AS h FROM player_season_batting WHERE player_id = ?', BATTER)

test('career batting: his name is the heading, the season row and the career total come from the database', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const response = await page.goto(`/players/${BATTER}/career-batting/${SEASON}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(batter.name)
  await expect(page).toHaveTitle(new RegExp(`^${batter.name}（.+）${SEASON}年 年度別打撃成績`))
  const table = page.getByRole('table', { name: /年度別打撃成績/ })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${SEASON}`) }) })
  await expect(row.getByRole('cell').nth(5)).toContainText(String(batter.h))
  await expect(table.getByRole('row', { name: /通算/ })).toContainText(career.h.toLocaleString('en-US'))
  expect(errors).toEqual([])
})

test('tabs and seasons are links that change the URL: game log, situational splits, another season', async ({ page }) => {
  await page.goto(`/players/${BATTER}/career-batting/${SEASON}`)
  await page.getByRole('navigation', { name: '成績の種類' }).getByRole('link', { name: '試合別打撃' }).click()
  await expect(page).toHaveURL(`/players/${BATTER}/game-batting/${SEASON}`)
  const log = page.getByRole('table', { name: /試合別打撃成績/ })
  await expect(log.getByRole('row', { name: /シーズン計/ })).toContainText(`${batter.games}試合`)
  // Each opponent leads to its club's page.
  await expect(log.getByRole('link', { name: /^VS / }).first()).toHaveAttribute('href', /^\/teams\/[a-z]+\/info$/)
  await page.getByRole('navigation', { name: '成績の種類' }).getByRole('link', { name: '状況別打撃' }).click()
  await expect(page).toHaveURL(`/players/${BATTER}/situational-batting/${SEASON}`)
  await expect(page.getByRole('heading', { level: 2, name: 'ホーム・ビジター' })).toBeVisible()
  const previous = page.getByRole('navigation', { name: '年度' }).getByRole('link', { name: `${SEASON - 1}年` })
  if ((await previous.count()) > 0) {
    await previous.click()
    await expect(page).toHaveURL(`/players/${BATTER}/situational-batting/${SEASON - 1}`)
  }
})

test('a pitcher’s game log lists his starts, and a side he did not play is an empty state pointing at the other', async ({ page }) => {
  const gs = queryOne<{ gs: number }>('SELECT SUM(gs) AS gs FROM player_season_pitching WHERE player_id = ? AND season = ?', PITCHER, SEASON).gs
  await page.goto(`/players/${PITCHER}/game-pitching/${SEASON}`)
  await expect(page.getByRole('table', { name: /試合別投手成績/ }).getByRole('cell', { name: '先発', exact: true })).toHaveCount(gs)
  const batted = queryOne<{ pa: number | null }>('SELECT SUM(pa) AS pa FROM player_season_batting WHERE player_id = ? AND season = ?', PITCHER, SEASON).pa ?? 0
  test.skip(batted > 0, 'this pitcher batted')
  await page.goto(`/players/${PITCHER}/career-batting/${SEASON}`)
  await expect(page.getByRole('region', { name: '成績なし' })).toContainText('打席に立っていません')
  await page.getByRole('region', { name: '成績なし' }).getByRole('link', { name: '年度別投手' }).click()
  await expect(page).toHaveURL(`/players/${PITCHER}/career-pitching/${SEASON}`)
})

test('an unknown player answers 404; a season he never played answers 404 listing the seasons he has', async ({ page, request }) => {
  const unknown = await request.get('/players/99999999/career-batting/2025')
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('ページが見つかりません')
  const late = queryOne<{ id: string; first: number; name: string }>(
    `SELECT b.player_id AS id, MIN(b.season) AS first, p.name_kanji AS name FROM player_season_batting b JOIN players p ON p.id = b.player_id
     WHERE b.pa > 0 AND b.player_id NOT IN (SELECT player_id FROM rosters WHERE season < 2020) GROUP BY b.player_id ORDER BY b.player_id LIMIT 1`,
  )
  const seasons = queryOne<{ n: number }>('SELECT COUNT(DISTINCT season) AS n FROM player_season_batting WHERE player_id = ? AND pa > 0', late.id).n
  const response = await page.goto(`/players/${late.id}/game-batting/2017`)
  expect(response?.status()).toBe(404)
  const notice = page.getByRole('region', { name: `${late.name}の成績がある年度` })
  await expect(notice.getByRole('link')).toHaveCount(seasons)
  await notice.getByRole('link', { name: `${late.first}年` }).click()
  await expect(page).toHaveURL(`/players/${late.id}/game-batting/${late.first}`)
})

test('the career page keeps the postseason apart, stage by stage, and charts any metric named in the URL', async ({ page }) => {
  const star = queryOne<{ id: string; pa: number; h: number; stages: number }>(
    `SELECT p.batter_id AS id, COUNT(*) AS pa, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, COUNT(DISTINCT g.season || g.kind) AS stages
     FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.kind IN ('climax_first', 'climax_final', 'japan_series')
     GROUP BY p.batter_id ORDER BY COUNT(*) DESC LIMIT 1`,
  )
  const last = queryOne<{ season: number }>('SELECT MAX(season) AS season FROM player_season_batting WHERE player_id = ?', star.id).season
  await page.goto(`/players/${star.id}/career-batting/${last}?metric=hr`)
  await expect(page.getByRole('heading', { level: 2, name: '本塁打の推移' })).toBeVisible()
  await expect(page.getByRole('img', { name: /の本塁打の推移/ })).toBeVisible()
  const postseason = page.getByRole('table', { name: /ポストシーズン打撃成績/ })
  await expect(postseason.getByRole('row', { name: /通算/ })).toContainText(`${star.stages}ステージ`)
  await expect(postseason.getByRole('row', { name: /通算/ })).toContainText(String(star.pa))
  await page.getByRole('navigation', { name: 'グラフの指標' }).getByRole('link', { name: '打率', exact: true }).click()
  await expect(page).toHaveURL(`/players/${star.id}/career-batting/${last}?metric=avg#career-chart`)
  await expect(page.getByRole('heading', { level: 2, name: '打率の推移' })).toBeVisible()
})

test('names on the season records link to the player page', async ({ page }) => {
  await page.goto(`/records/season/players/batting/${SEASON}?sort=pa&order=desc`)
  const link = page.getByRole('table').getByRole('link', { name: batter.name, exact: true })
  await expect(link).toHaveAttribute('href', `/players/${BATTER}/career-batting/${SEASON}`)
})
