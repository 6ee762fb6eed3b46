import { trackConsoleErrors } from './console-errors'
import { latestSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'

const PATH = '/simulation/growth-curve'
const SEASON = latestSeason()
/** A client navigation or a GET form on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

/** Age on 1 April of the season, as the page counts it. */
const AGE = (season: string) => `(${season} - CAST(substr(p.birth_date, 1, 4) AS INTEGER) - (substr(p.birth_date, 6, 5) > '04-01'))`

/** Pairs into an age: players with seasons at age − 1 and at age, both at or above the minimum (100 PA, or 90 outs). */
function pairsInto(age: number, table: 'player_season_batting' | 'player_season_pitching'): number {
  const sample = table === 'player_season_batting' ? 'SUM(pa)' : 'SUM(outs)'
  const minimum = table === 'player_season_batting' ? 100 : 90
  return queryOne<{ n: number }>(
    `WITH lines AS (SELECT player_id, season, ${sample} AS n FROM ${table} GROUP BY player_id, season)
     SELECT COUNT(*) AS n FROM lines a JOIN lines b ON b.player_id = a.player_id AND b.season = a.season + 1 JOIN players p ON p.id = a.player_id
     WHERE a.n >= ? AND b.n >= ? AND p.birth_date IS NOT NULL AND ${AGE('b.season')} = ?`,
    minimum,
    minimum,
    age,
  ).n
}

/** The batter (not a pitcher) with four or more seasons and the most PA; his seasons' PA, oldest first. */
const batter = queryOne<{ id: string; name: string }>(
  `SELECT p.id, p.name_kanji AS name FROM players p JOIN player_season_batting b ON b.player_id = p.id
   WHERE COALESCE(p.primary_position, '') <> 'P' GROUP BY p.id HAVING COUNT(DISTINCT b.season) >= 4 AND MAX(b.season) = ? ORDER BY SUM(b.pa) DESC, p.id LIMIT 1`,
  SEASON,
)
const seasons = query<{ season: number; pa: number }>('SELECT season, SUM(pa) AS pa FROM player_season_batting WHERE player_id = ? GROUP BY season ORDER BY season', batter.id)

const ageRow = (page: Page, age: number) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${age}歳※?$`) }) })

test('league view: heading, the batters’ curves with the pairs per age the database counts, then the pitchers’ from the API', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('成長曲線シミュレーション')
  await expect(ageRow(page, 28).getByRole('cell').first()).toHaveText(String(pairsInto(28, 'player_season_batting')))
  await expect(page.getByRole('img', { name: /打者のwOBAのエイジングカーブ/ })).toBeVisible()
  const asked = page.waitForResponse((response) => response.url().includes('/api/simulation/growth-curve/aging?'))
  await page.getByRole('navigation', { name: '打者・投手' }).getByRole('link', { name: '投手' }).click()
  await expect(page).toHaveURL(`${PATH}?role=pitching`, NAVIGATION)
  expect((await asked).status()).toBe(200)
  await expect(ageRow(page, 28).getByRole('cell').first()).toHaveText(String(pairsInto(28, 'player_season_pitching')))
  expect(errors).toEqual([])
})

test('a batter read from the database: his career rows, the chart, and next season’s Marcel projection', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(`${PATH}?player=${batter.id}`))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(batter.name) }).getByRole('link', { name: batter.name })).toHaveAttribute('href', new RegExp(`^/players/${batter.id}/career-batting/`))
  const career = page.getByRole('region', { name: '年齢別の成績' })
  const rows = career.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(seasons.length)
  for (const [index, season] of seasons.entries()) {
    await expect(rows.nth(index).getByRole('rowheader')).toHaveText(`${season.season}年`)
    await expect(rows.nth(index)).toContainText(season.pa.toLocaleString('ja-JP'))
  }
  await expect(page.getByRole('img', { name: new RegExp(`${batter.name}のwOBAの年齢別の推移`) })).toBeVisible()
  const projection = page.getByRole('region', { name: `${SEASON + 1}年の予測（Marcel法）` })
  const last = seasons.at(-1)?.pa ?? 0
  const before = seasons.at(-2)?.season === SEASON - 1 ? (seasons.at(-2)?.pa ?? 0) : 0
  await expect(projection).toContainText(`予測出場 ${Math.round(0.5 * last + 0.1 * before + 200)}打席`)
  await expect(projection.getByRole('rowheader', { name: 'wOBA', exact: true })).toBeVisible()
  expect(errors).toEqual([])
})

test('a search by part of his name lists him, and his link opens his view', async ({ page }) => {
  const given = batter.name.split(/[\s\u3000]+/).at(-1) ?? batter.name
  await page.goto(PATH)
  const form = page.getByRole('search', { name: '選手名で探す' })
  await form.getByRole('searchbox', { name: '選手名で探す' }).fill(given)
  await form.getByRole('button', { name: '検索' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(given)}`), NAVIGATION)
  const link = page.getByRole('list', { name: '検索結果' }).getByRole('link', { name: new RegExp(batter.name) })
  await expect(link).toHaveAttribute('href', `${PATH}?player=${batter.id}`)
  await link.click()
  await expect(page.getByRole('region', { name: '年齢別の成績' })).toBeVisible(NAVIGATION)
})

test('an unknown player: the page says so and shows the league; the API answers 404, a bad role 400', async ({ page, request }) => {
  expect((await page.goto(`${PATH}?player=999999999`))?.status()).toBe(200)
  await expect(page.getByText('選手が見つかりません。')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'リーグのエイジングカーブ' })).toBeVisible()
  expect((await request.get('/api/simulation/growth-curve?player=999999999')).status()).toBe(404)
  const bad = await request.get(`/api/simulation/growth-curve?player=${batter.id}&role=fielding`)
  expect(bad.status()).toBe(400)
  expect(JSON.stringify(await bad.json())).toContain('role')
})
