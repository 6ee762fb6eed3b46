import { trackConsoleErrors } from './console-errors'
import { DATA_SEASONS, latestSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'

const SEASONS = `(${DATA_SEASONS})`
const LATEST = latestSeason()
const rate3 = (x: number) => (Math.floor(x * 1000 + 0.5 + 1e-9) / 1000).toFixed(3).replace(/^0\./, '.')
const count = (n: number) => n.toLocaleString('ja-JP')

/** A list's rows below its header row. */
const listRows = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true }).getByRole('row').filter({ hasNot: page.getByRole('columnheader') })

const PAGES = [
  ['/records/career/players/batting', '通算打撃記録'],
  ['/records/career/players/pitching', '通算投手記録'],
  ['/records/historical-season/players/batting', '歴代シーズン打撃記録'],
  ['/records/historical-season/players/pitching', '歴代シーズン投手記録'],
  ['/records/season-average/batting', '年度別リーグ平均（打撃）'],
  ['/records/season-average/pitching', '年度別リーグ平均（投手）'],
] as const

for (const [path, heading] of PAGES) {
  test(`${path} has its one heading, breadcrumbs, JSON-LD and no console errors`, async ({ page }) => {
    const errors = trackConsoleErrors(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('navigation', { name: 'パンくずリスト' })).toContainText('記録')
    const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.stringify(JSON.parse(text)))
    expect(graphs.some((text) => text.includes(path.includes('season-average') ? '"Dataset"' : '"ItemList"'))).toBe(true)
    expect(errors).toEqual([])
  })
}

test('the career HR leader, with the total read from the database, heads the 通算本塁打 list', async ({ page }) => {
  const leader = queryOne<{ name: string; hr: number }>(
    `SELECT p.name_kanji AS name, SUM(s.hr) AS hr FROM player_season_batting s JOIN players p ON p.id = s.player_id
     WHERE s.season IN ${SEASONS} GROUP BY s.player_id ORDER BY hr DESC LIMIT 1`,
  )
  await page.goto('/records/career/players/batting')
  const rows = listRows(page, '通算本塁打')
  await expect(rows.first().getByRole('cell').first()).toHaveText('1')
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(count(leader.hr))
  // A tie at the top shares rank 1; the leader is then one of the rank-1 rows.
  const leaders = rows.filter({ has: page.getByRole('cell', { name: '1', exact: true }) })
  await expect(leaders.filter({ hasText: leader.name })).toHaveCount(1)
  await expect(page.getByRole('region', { name: '通算打率', exact: true })).toContainText(/通算[\d,]+打数以上/)
  await expect(page.getByText(/NPBの歴代記録の基準（通算4,000打数以上）/)).toBeVisible()
})

test('the career wins list is ranked, with ties sharing a rank', async ({ page }) => {
  await page.goto('/records/career/players/pitching')
  const rows = listRows(page, '通算勝利')
  const ranks = (await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.querySelector('td')?.textContent)))).filter(Number.isFinite)
  expect(ranks.length).toBeGreaterThanOrEqual(10)
  expect(ranks[0]).toBe(1)
  // A rank repeats the one above it (a tie) or is the row's position.
  for (const [index, rank] of ranks.entries()) expect([index + 1, ranks[index - 1]]).toContain(rank)
})

test('the single-season HR record (MAX(hr) of the regular-season lines) heads its list with its season', async ({ page }) => {
  const best = queryOne<{ hr: number }>(`SELECT MAX(hr) AS hr FROM player_season_batting WHERE season IN ${SEASONS}`).hr
  const records = query<{ name: string; season: number }>(
    `SELECT p.name_kanji AS name, s.season FROM player_season_batting s JOIN players p ON p.id = s.player_id
     WHERE s.season IN ${SEASONS} AND s.hr = ?`,
    best,
  )
  expect(records.length).toBeGreaterThan(0)
  await page.goto('/records/historical-season/players/batting')
  const rows = listRows(page, 'シーズン最多本塁打')
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(count(best))
  // Tied records share rank 1: each is one of the rank-1 rows, with its season.
  const leaders = rows.filter({ has: page.getByRole('cell', { name: '1', exact: true }) })
  await expect(leaders).toHaveCount(records.length)
  for (const record of records) {
    const row = leaders.filter({ hasText: record.name }).filter({ has: page.getByRole('cell', { name: String(record.season), exact: true }) })
    await expect(row).toHaveCount(1)
  }
})

test(`the season-average table shows ${LATEST} league AVG = ΣH/ΣAB of the club totals`, async ({ page }) => {
  const npb = queryOne<{ h: number; ab: number }>('SELECT SUM(h) AS h, SUM(ab) AS ab FROM team_season_batting WHERE season = ?', LATEST)
  const central = queryOne<{ h: number; ab: number }>("SELECT SUM(h) AS h, SUM(ab) AS ab FROM team_season_batting WHERE season = ? AND league = 'central'", LATEST)
  await page.goto('/records/season-average/batting')
  const rowOf = (table: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: `${LATEST}年` })
  await expect(rowOf('NPB全体の年度別リーグ平均').getByRole('cell').nth(1)).toHaveText(rate3(npb.h / npb.ab))
  await expect(rowOf('セ・リーグの年度別リーグ平均').getByRole('cell').nth(1)).toHaveText(rate3(central.h / central.ab))
})

test('the chart is drawn; the metric selector changes the URL, the chart and its table', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const npb = queryOne<{ obp: number }>('SELECT 1.0 * SUM(h + bb + hbp) / SUM(ab + bb + hbp + sf) AS obp FROM team_season_batting WHERE season = ?', LATEST)
  await page.goto('/records/season-average/batting')
  const chart = (metric: string) => page.getByRole('figure').getByRole('img', { name: new RegExp(`リーグ平均${metric}の推移`) })
  // The chart library is fetched only after hydration, so allow a loaded machine its time.
  await expect(chart('打率')).toBeVisible({ timeout: 20_000 })
  // One line each for セ, パ and NPB as a whole, named in the legend.
  await expect(page.getByRole('figure').getByRole('listitem')).toHaveCount(3)
  await page.getByRole('navigation', { name: 'グラフの指標' }).getByRole('link', { name: '出塁率' }).click()
  await expect(page).toHaveURL(/\/records\/season-average\/batting\?metric=obp$/)
  await expect(page.getByRole('heading', { level: 2, name: 'リーグ平均出塁率の推移' })).toBeVisible()
  await expect(chart('出塁率')).toBeVisible()
  await expect(chart('打率')).toHaveCount(0)
  await page.getByText('グラフの数値を表で見る').click()
  const values = page.getByRole('table', { name: /リーグ平均出塁率の推移/ }).getByRole('row').filter({ hasText: `${LATEST}年` })
  await expect(values.getByRole('cell').nth(1)).toHaveText(rate3(npb.obp))
  expect(errors).toEqual([])
})

test('an unknown ?metric falls back to the first metric instead of failing', async ({ page }) => {
  const response = await page.goto('/records/season-average/pitching?metric=nonsense')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: 'リーグ平均防御率の推移' })).toBeVisible()
})
