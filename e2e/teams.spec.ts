import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
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

const REGULAR = "kind IN ('regular', 'interleague')"
const standing = (season: number, team: string) =>
  queryOne<{ games: number; runs_scored: number; runs_allowed: number }>('SELECT games, runs_scored, runs_allowed FROM standings WHERE season = ? AND team = ?', season, team)

test('得点分布: the latest season’s four sections, with counts and runs from the database', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const { games, runs_scored, runs_allowed } = standing(SEASON, 'g')
  const scoreless = queryOne<{ n: number }>(`SELECT COUNT(*) AS n FROM games WHERE season = ? AND ${REGULAR} AND ((home = 'g' AND home_runs = 0) OR (away = 'g' AND away_runs = 0))`, SEASON).n
  expect((await page.goto('/teams/g/score'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`読売ジャイアンツ ${SEASON}年 得点分布`)
  for (const name of ['1試合の得点・失点の分布', 'イニング別の得点・失点', '勝ち・負けの点差', '1点差・延長戦・完封']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  const scored = page.getByRole('table', { name: /1試合の得点ごとの試合数と割合/ })
  await expect(scored.locator('tbody tr').first().locator('td').first()).toHaveText(String(scoreless))
  await expect(scored.locator('tfoot td').first()).toHaveText(String(games))
  const total = page.getByRole('table', { name: /イニング別得点・失点/ }).locator('tfoot tr').first()
  await expect(total.locator('td').nth(0)).toHaveText(String(runs_scored))
  await expect(total.locator('td').nth(3)).toHaveText(String(runs_allowed))
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/teams\/g\/score$/)
  expect(errors).toEqual([])
})

test('得点分布: the season links change ?season=; a bad season falls back to the latest and says so', async ({ page }) => {
  const previous = previousSeason()
  await page.goto('/teams/g/score')
  const seasons = () => page.getByRole('navigation', { name: '年度' })
  await seasons().getByRole('link', { name: String(previous) }).click()
  await expect(page).toHaveURL(`/teams/g/score?season=${previous}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`読売ジャイアンツ ${previous}年 得点分布`)
  await expect(page.getByRole('table', { name: /イニング別得点・失点/ }).locator('tfoot td').first()).toHaveText(String(standing(previous, 'g').runs_scored))
  expect((await page.goto('/teams/h/score?season=1999'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`福岡ソフトバンクホークス ${SEASON}年 得点分布`)
  await expect(page.getByText(`指定された年度のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
  expect((await page.goto('/teams/zz/score'))?.status()).toBe(404)
})

test('基本情報: the season from the database, last-10 links, leaders, history, season switch, SportsTeam JSON-LD', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const row = queryOne<{ wins: number; losses: number; ties: number; rank: number; winning_percentage: number }>(
    'SELECT wins, losses, ties, rank, winning_percentage FROM standings WHERE season = ? AND team = ?', SEASON, 't')
  const lastTen = query<{ id: string }>(
    `SELECT id FROM games WHERE season = ? AND (home = 't' OR away = 't') AND ${REGULAR} ORDER BY date DESC, id DESC LIMIT 10`, SEASON,
  ).map((game) => `/games/${game.id}`).reverse()
  const hr = queryOne<{ name: string; hr: number }>(
    "SELECT p.name_kanji AS name, s.hr FROM player_season_batting s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.team = 't' ORDER BY s.hr DESC, s.player_id LIMIT 1", SEASON)
  expect((await page.goto('/teams/t/info'))?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('阪神タイガース 基本情報')
  await expect(page.getByText('阪神甲子園球場', { exact: true })).toBeVisible()
  for (const name of [`${SEASON}年の成績`, '直近10試合', `${SEASON}年の月別成績`, `${SEASON}年のチーム内成績上位`, `${SEASON}年の選手一覧`, '年度別成績']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  const summary = page.getByRole('region', { name: `${SEASON}年の成績` })
  await expect(summary.getByRole('definition').filter({ hasText: new RegExp(`^${row.wins}勝${row.losses}敗${row.ties}分$`) })).toBeVisible()
  await expect(summary.getByRole('definition').filter({ hasText: new RegExp(`^${row.rank}位$`) })).toBeVisible()
  await expect(summary.getByRole('definition').filter({ hasText: formatRate3(row.winning_percentage) }).first()).toBeVisible()
  const strip = page.getByRole('list', { name: /^直近10試合/ }).getByRole('link')
  await expect(strip).toHaveCount(10)
  expect(await strip.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(lastTen)
  await expect(strip.last()).toHaveAccessibleName(/^\d+月\d+日 .+戦（(ホーム|ビジター)） \d+対\d+で(勝ち|負け|引き分け)$/)
  const leaders = page.getByRole('region', { name: `${SEASON}年のチーム内成績上位` })
  await expect(leaders.getByRole('link', { name: hr.name }).first()).toHaveAttribute('href', new RegExp(`/career-batting/${SEASON}$`))
  await expect(page.getByRole('region', { name: '年度別成績' }).getByRole('link', { name: `${SEASON}年` })).toHaveAttribute('href', `/records/season/standings/${SEASON}`)
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('')).toContain('"@type":"SportsTeam"')
  const previous = previousSeason()
  await page.getByRole('navigation', { name: '年度' }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(`/teams/t/info?season=${previous}`)
  await expect(page.locator('h1')).toHaveText(`阪神タイガース ${previous}年 基本情報`)
  expect((await page.goto('/teams/t/info?season=1999'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: `${SEASON}年の成績` })).toBeVisible()
  expect(errors).toEqual([])
})

const STRATEGY = '/teams/player-strategy'
const rowCells = (page: Page, table: ReturnType<Page['getByRole']>, name: string) =>
  table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }).getByRole('cell')

test('投手起用, every club: one row each; the Giants’ relief appearances from the database; the innings shares make 100%', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const giants = queryOne<{ relief: number }>("SELECT SUM(g) - SUM(gs) AS relief FROM player_season_pitching WHERE season = ? AND team = 'g'", SEASON)
  await page.goto(`${STRATEGY}/pitching/season/${SEASON}/all`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 投手起用（12球団・全試合）`)
  const table = page.getByRole('table', { name: '球団別の投手起用' })
  await expect(table.getByRole('rowheader')).toHaveCount(12)
  const texts = await rowCells(page, table, '巨人').allTextContents()
  expect(texts).toContain(String(giants.relief))
  const shares = texts.filter((text) => /^\d+\.\d%$/.test(text)).map((text) => Math.round(Number(text.slice(0, -1)) * 10))
  expect(shares).toHaveLength(2)
  expect((shares[0] ?? 0) + (shares[1] ?? 0)).toBe(1000)
  expect(errors).toEqual([])
})

test('選手起用: each filter is a link that changes the URL and the view', async ({ page }) => {
  const wins = queryOne<{ wins: number }>("SELECT wins FROM standings WHERE season = ? AND team = 'g'", SEASON).wins
  const previous = previousSeason()
  await page.goto(`${STRATEGY}/pitching/season/${SEASON}/all`)
  await page.getByRole('navigation', { name: '球団' }).getByRole('link', { name: '巨人', exact: true }).click()
  await expect(page).toHaveURL(`${STRATEGY}/pitching/season/${SEASON}/g/all`)
  await page.getByRole('navigation', { name: '試合' }).getByRole('link', { name: '勝利試合' }).click()
  await expect(page).toHaveURL(`${STRATEGY}/pitching/season/${SEASON}/g/win`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 巨人 投手起用（勝利試合）`)
  await expect(page.getByText(`${wins}試合`, { exact: true })).toBeVisible()
  await page.getByRole('navigation', { name: '集計' }).getByRole('link', { name: '月別' }).click()
  await expect(page).toHaveURL(`${STRATEGY}/pitching/monthly/${SEASON}/g/win`)
  await expect(page.getByRole('table', { name: '月別の投手起用' }).getByRole('rowheader')).toHaveText(['3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', 'シーズン'])
  await page.getByRole('navigation', { name: '起用の種類' }).getByRole('link', { name: '守備起用' }).click()
  await expect(page).toHaveURL(`${STRATEGY}/fielding/monthly/${SEASON}/g/win`)
  await page.getByRole('navigation', { name: '年度' }).getByRole('link', { name: `${previous}年` }).click()
  await expect(page).toHaveURL(`${STRATEGY}/fielding/monthly/${previous}/g/win`)
  await page.getByRole('navigation', { name: '球団' }).getByRole('link', { name: '12球団' }).click()
  await expect(page).toHaveURL(`${STRATEGY}/fielding/monthly/${previous}/win`)
})

test('選手起用, one club: the top starter’s starts and the main catcher’s innings come from the database; bad path values are 404s', async ({ page }) => {
  const top = queryOne<{ player_id: string; name: string; gs: number }>(
    "SELECT s.player_id, p.name_kanji AS name, s.gs FROM player_season_pitching s JOIN players p ON p.id = s.player_id WHERE s.season = ? AND s.team = 'g' ORDER BY s.gs DESC, s.player_id LIMIT 1",
    SEASON,
  )
  await page.goto(`${STRATEGY}/pitching/season/${SEASON}/g/all`)
  const starters = page.getByRole('table', { name: '先発投手の起用' })
  await expect(rowCells(page, starters, top.name).first()).toHaveText(String(top.gs))
  await expect(starters.getByRole('link', { name: top.name, exact: true })).toHaveAttribute('href', `/players/${top.player_id}/career-pitching/${SEASON}`)
  const catcher = queryOne<{ name: string; outs: number }>(
    "SELECT p.name_kanji AS name, f.outs FROM player_season_fielding f JOIN players p ON p.id = f.player_id WHERE f.season = ? AND f.team = 'c' AND f.position = 'C' ORDER BY f.outs DESC LIMIT 1",
    SEASON,
  )
  await page.goto(`${STRATEGY}/fielding/season/${SEASON}/c/all`)
  const table = page.getByRole('table', { name: '守備位置別・選手別の先発と守備イニング' })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: catcher.name, exact: true }) }).filter({ hasText: '捕' })
  await expect(row.getByRole('cell').last()).toHaveText(`${Math.floor(catcher.outs / 3)}${catcher.outs % 3 ? `.${catcher.outs % 3}` : ''}`)
  for (const path of [`${STRATEGY}/pitching/season/2015/all`, `${STRATEGY}/pitching/season/${SEASON}/zz/all`, `${STRATEGY}/fielding/season/${SEASON}/g/tie`]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
  }
})

test('スタメン: the index links the 12 clubs to the latest season; a club’s grid has a row per game, its first game’s leadoff man and the most used lineup', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const regular = "g.season = ? AND g.kind IN ('regular', 'interleague') AND 'g' IN (g.home, g.away)"
  const first = queryOne<{ id: string }>(`SELECT g.id FROM games g WHERE ${regular} ORDER BY g.date, g.id LIMIT 1`, SEASON)
  const leadoff = queryOne<{ id: string }>("SELECT player_id AS id FROM substitutions WHERE game_id = ? AND team = 'g' AND starter = 1 AND batting_order = 1", first.id)
  const games = queryOne<{ n: number }>(`SELECT COUNT(*) AS n FROM games g WHERE ${regular}`, SEASON).n
  const lineups = query<{ n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT game_id, group_concat(player_id || ':' || position, ' ') AS nine FROM (
       SELECT s.game_id, s.player_id, s.position FROM substitutions s JOIN games g ON g.id = s.game_id
       WHERE ${regular} AND s.team = 'g' AND s.starter = 1 AND s.batting_order BETWEEN 1 AND 9 ORDER BY s.game_id, s.batting_order)
     GROUP BY game_id) GROUP BY nine ORDER BY n DESC`, SEASON)
  await page.goto('/teams/starting-lineup')
  await expect(page.locator('h1')).toHaveText('スタメン')
  await expect(page.locator(`main a[href^="/teams/starting-lineup/${SEASON}/"]`)).toHaveCount(12)
  await page.getByRole('link', { name: '読売ジャイアンツ' }).click()
  await expect(page).toHaveURL(`/teams/starting-lineup/${SEASON}/g`)
  await expect(page.getByRole('heading', { level: 1, name: `${SEASON}年 巨人 スタメン` })).toBeVisible()
  const grid = page.getByRole('table', { name: `${SEASON}年 巨人 試合別のスタメン` })
  await expect(grid.getByRole('row')).toHaveCount(games + 1)
  const row = grid.getByRole('row').nth(1)
  await expect(row.getByRole('link').first()).toHaveAttribute('href', `/games/${first.id}`)
  await expect(row.locator('td').nth(3).getByRole('link')).toHaveAttribute('href', `/players/${leadoff.id}/career-batting/${SEASON}`)
  await expect(page.getByText(`${games}試合で${lineups.length}通りのオーダー。最も多く使ったオーダーは${lineups[0]?.n}試合`)).toBeVisible()
  expect(errors).toEqual([])
  expect((await page.goto(`/teams/starting-lineup/${SEASON}/zz`))?.status()).toBe(404)
})
