import { trackConsoleErrors } from './console-errors'
import { latestSeason, queryOne } from './database'
import { expect, test } from './fixtures'
import { formatRate3 } from '@/lib/domain/format/numbers'

const SEASON = latestSeason()

test('a club’s 打撃成績: its players by PA from the database, the club’s AVG with its league rank, sorting through the URL, CSV', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const most = queryOne<{ name: string; pa: number }>(
    `SELECT p.name_kanji AS name, s.pa FROM player_season_batting s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.team = 'g' ORDER BY s.pa DESC, s.player_id LIMIT 1`,
    SEASON,
  )
  const players = queryOne<{ n: number }>("SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND team = 'g'", SEASON).n
  const club = queryOne<{ avg: number; better: number }>(
    `SELECT CAST(SUM(h) AS REAL) / SUM(ab) AS avg,
       (SELECT COUNT(*) FROM (SELECT team, CAST(SUM(h) AS REAL) / SUM(ab) AS a FROM player_season_batting WHERE season = @s AND league = 'central' GROUP BY team)
        WHERE a > (SELECT CAST(SUM(h) AS REAL) / SUM(ab) FROM player_season_batting WHERE season = @s AND team = 'g')) AS better
     FROM player_season_batting WHERE season = @s AND team = 'g'`.replaceAll('@s', String(SEASON)),
  )
  await page.goto(`/teams/g/batting/${SEASON}`)
  await expect(page.locator('h1')).toHaveText(`読売ジャイアンツ ${SEASON}年 打撃成績`)
  await expect(page.getByText(`${players}人`, { exact: true })).toBeVisible()
  const figures = page.getByRole('definition').filter({ hasText: formatRate3(club.avg) })
  await expect(figures.first()).toBeVisible()
  await expect(page.getByLabel(/チーム成績と/).getByText(`リーグ${club.better + 1}位`).first()).toBeVisible()
  const table = page.locator('[data-table-scroll] table')
  await expect(table.locator('tbody tr')).toHaveCount(players)
  await expect(table.locator('tbody tr').first().locator('th a')).toHaveText(most.name)
  await expect(table.locator('tfoot th').first()).toHaveText('チーム')
  await table.getByRole('link', { name: '打率' }).first().click()
  await expect(page).toHaveURL(/\?sort=avg&order=desc$/)
  await expect(page.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', /type=batting.*qualified=false&team=g/)
  expect(errors).toEqual([])
})

test('a club’s 投手成績 marks its qualified pitchers; a season outside the data is a 404', async ({ page }) => {
  const qualified = queryOne<{ name: string }>(
    `SELECT p.name_kanji AS name FROM player_season_pitching s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.team = 't' AND s.qualified = 1 ORDER BY s.outs DESC LIMIT 1`,
    SEASON,
  )
  await page.goto(`/teams/t/pitching/${SEASON}`)
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${qualified.name}\\s?規定$`) })).toBeVisible()
  const missing = await page.goto('/teams/t/pitching/2015')
  expect(missing?.status()).toBe(404)
})
