import { readFile } from 'node:fs/promises'
import { trackConsoleErrors } from './console-errors'
import { dataSource, latestSeason, previousSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { TEAMS } from '@/lib/domain/teams/teams'

const SEASON = latestSeason()
const PACIFIC = TEAMS.filter((team) => team.league === 'pacific').map((team) => team.shortName)

/**
 * The explorer's table as the screen shows it: header labels (sort arrows dropped), then per row
 * the name (the row header) and the shown cells — rank, club, then the view's columns. A phone's
 * copy of the sort column is in the markup but not drawn at 1280 px, so it is left out.
 */
async function readTable(page: Page) {
  const table = page.locator('[data-table-scroll] table')
  await expect(table).toBeVisible()
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell.textContent ?? '').replace(/[▲▼]/g, '').trim()
    const shown = (cells: Iterable<Element>) => [...cells].filter((cell) => cell.checkVisibility())
    const headers = shown(element.querySelectorAll('thead th')).map(text)
    const rows = [...element.querySelectorAll('tbody tr')].map((row) => [text(row.querySelector('th') ?? row), ...shown(row.querySelectorAll('td')).map(text)])
    return { headers, rows }
  })
}

const column = (headers: readonly string[], label: string) => {
  const index = headers.indexOf(label)
  if (index < 0) throw new Error(`no column ${label} in ${headers.join(',')}`)
  return index
}

/** The batting line the default view puts first: the best AVG among the qualified, as the records pages rank it. */
const topBatter = () =>
  queryOne<{ id: string; name: string; avg: number }>(
    `SELECT s.player_id AS id, p.name_kanji AS name, s.avg FROM player_season_batting s JOIN players p ON p.id = s.player_id
     WHERE s.season = ? AND s.qualified = 1 ORDER BY s.avg IS NULL, s.avg DESC, s.pa DESC, s.player_id, s.team LIMIT 1`,
    SEASON,
  )

test('打撃成績: the qualified batters of the latest season by AVG, the first row and the count read from the database', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const top = topBatter()
  const qualified = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND qualified = 1', SEASON).n
  expect((await page.goto('/stats/batting'))?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('打撃成績')
  await expect(page.getByText(`該当 ${qualified}人`)).toBeVisible()
  const { headers, rows } = await readTable(page)
  expect(headers.slice(0, 3)).toEqual(['選手', '順位', '球団'])
  expect(rows).toHaveLength(Math.min(50, qualified))
  expect(rows[0]?.[0]).toBe(top.name)
  expect(rows[0]?.[1]).toBe('1')
  expect(rows[0]?.[column(headers, '打率')]).toBe(formatRate3(top.avg))
  await expect(page.locator('[data-table-scroll] tbody tr').first().locator('th a')).toHaveAttribute('href', `/players/${top.id}/career-batting/${SEASON}`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/stats\/batting$/)
  expect(errors).toEqual([])
})

test('a sort header re-sorts through the URL: 本塁打 puts the season’s home run leader first', async ({ page }) => {
  const most = queryOne<{ hr: number }>('SELECT MAX(hr) AS hr FROM player_season_batting WHERE season = ? AND qualified = 1', SEASON).hr
  await page.goto('/stats/batting')
  await page.locator('[data-table-scroll] thead').getByRole('link', { name: '本塁打', exact: true }).click()
  await expect(page).toHaveURL(/\/stats\/batting\?sort=hr&order=desc$/)
  const { headers, rows } = await readTable(page)
  expect(rows[0]?.[column(headers, '本塁打')]).toBe(String(most))
})

test('choosing a preset and then a custom column changes the URL and the table’s header without a page load', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto('/stats/batting')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('navigation', { name: '表示項目' }).getByRole('link', { name: 'セイバー' }).click()
  await expect(page).toHaveURL(/\/stats\/batting\?preset=saber$/)
  await expect(page.locator('[data-table-scroll] thead')).toContainText('wRC+')
  await page.getByText(/^列を選ぶ/).click()
  await page.getByRole('checkbox', { name: 'GB%' }).check()
  await expect(page).toHaveURL(/\/stats\/batting\?cols=[^&]*woba%2Cwraa%2Cwrc%2Cwrc_plus%2Cgb_pct$/)
  await expect(page.getByRole('navigation', { name: '表示項目' }).getByText('カスタム')).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('[data-table-scroll] thead')).toContainText('GB%')
  const { headers, rows } = await readTable(page)
  expect(headers.slice(-2)).toEqual(['wRC+', 'GB%'])
  expect(rows[0]?.[column(headers, 'GB%')]).toMatch(/^\d+\.\d%$/)
  // The refinement came through the API into the same document: no reload happened.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(errors).toEqual([])
})

test('a league and a split combine in the URL: パ・リーグ keeps Pacific clubs only, 対左投手 cuts the lines to PAs and says what it cannot count', async ({ page }) => {
  await page.goto('/stats/batting?qualified=false')
  const before = await readTable(page)
  await page.getByLabel('リーグ').selectOption('pacific')
  await expect(page).toHaveURL(/\/stats\/batting\?league=pacific&qualified=false$/)
  await expect(page.getByText('パ・リーグ 打撃成績', { exact: false }).first()).toBeVisible()
  const pacific = await readTable(page)
  const club = column(pacific.headers, '球団')
  expect(pacific.rows.every((row) => PACIFIC.includes(row[club] ?? ''))).toBe(true)
  expect(pacific.rows).not.toEqual(before.rows)
  await page.getByRole('navigation', { name: '左右' }).getByRole('link', { name: '対左投手' }).click()
  await expect(page).toHaveURL(/\/stats\/batting\?league=pacific&qualified=false&hand=L$/)
  await expect(page.getByText(/^打席単位の分割（左右・得点圏・カウント・イニング）では/)).toBeVisible()
  const split = await readTable(page)
  expect(split.rows.every((row) => PACIFIC.includes(row[club] ?? ''))).toBe(true)
  expect(split.rows.every((row) => row[column(split.headers, '試合')] === '-')).toBe(true)
  expect(split.rows).not.toEqual(pacific.rows)
})

test('per=all shows every line of the view on one page, without page links', async ({ page }) => {
  const lines = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM player_season_pitching WHERE season = ?', SEASON).n
  await page.goto('/stats/pitching?qualified=false&per=all')
  await expect(page.getByText(`該当 ${lines}人`)).toBeVisible()
  await expect(page.locator('[data-table-scroll] tbody tr')).toHaveCount(lines)
  await expect(page.getByRole('navigation', { name: 'ページ送り' })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: '表示件数' }).getByRole('link', { name: 'すべて' })).toHaveAttribute('aria-current', 'page')
})

test('the CSV holds the view: every line, the table’s first rows and values in order, Excel-readable UTF-8', async ({ page }) => {
  await page.goto('/stats/pitching?league=central&qualified=false&preset=saber&sort=so&order=desc')
  const { headers, rows } = await readTable(page)
  const total = queryOne<{ n: number }>("SELECT COUNT(*) AS n FROM player_season_pitching WHERE season = ? AND league = 'central'", SEASON).n
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /CSVダウンロード/ }).click()
  const bytes = await readFile(await (await download).path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [notice, ...table] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
  const simulated = dataSource() === 'sim'
  expect(simulated ? notice : '').toMatch(simulated ? /架空のシミュレーションリーグ/ : /^$/)
  const lines = (simulated ? table : [notice ?? '', ...table]).map((line) => line.split(','))
  expect(lines).toHaveLength(total + 1)
  // The table: name, rank, club, stats; the CSV: rank, name, club, stats, with innings as a decimal and the outs.
  const innings = column(headers, '投球回')
  const inningsCells = (cell: string) => {
    const [whole = '0', thirds = '0/3'] = cell.replaceAll(',', '').split(' ')
    const outs = Number(whole) * 3 + Number(thirds.split('/')[0])
    return [(outs / 3).toFixed(3), String(outs)]
  }
  expect(lines[0]).toEqual(['順位', '選手', '球団', ...headers.slice(3).flatMap((label) => (label === '投球回' ? ['投球回（小数）', 'アウト数'] : [label]))])
  for (const [index, row] of rows.slice(0, 5).entries()) {
    const [name = '', rank = '', club = '', ...stats] = row
    expect(lines[index + 1]).toEqual([rank, name, club, ...stats.flatMap((cell, at) => (at + 3 === innings ? inningsCells(cell) : [cell]))])
  }
})

test('a range of seasons sums the lines and says how; a bad season falls back to the latest and says so', async ({ page }) => {
  const previous = previousSeason()
  await page.goto(`/stats/batting?season=${previous}&through=${SEASON}&qualified=false&sort=pa`)
  await expect(page.getByText(`${previous}〜${SEASON}年 両リーグ 打撃成績`).first()).toBeVisible()
  await expect(page.getByText(/^複数シーズンの合計:/)).toBeVisible()
  const most = queryOne<{ pa: number }>('SELECT SUM(pa) AS pa FROM player_season_batting WHERE season BETWEEN ? AND ? GROUP BY player_id ORDER BY pa DESC LIMIT 1', previous, SEASON).pa
  const { headers, rows } = await readTable(page)
  expect(rows[0]?.[column(headers, '打席')]).toBe(most.toLocaleString('ja-JP'))
  expect((await page.goto('/stats/batting?season=1999&per=7&sort=nonsense'))?.status()).toBe(200)
  await expect(page.getByText(`指定された年度のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
  await expect(page.locator('[data-table-scroll] tbody tr').first().locator('th')).toHaveText(topBatter().name)
})

test('the API answers the page’s query with the table’s DTO, a 400 naming a bad value, a 404 for a season without games, a 304 for a held ETag', async ({ request }) => {
  const top = topBatter()
  const ok = await request.get('/api/stats/batting')
  expect(ok.status()).toBe(200)
  const body = (await ok.json()) as { side: string; from: number; sort: string; rows: { player_id: string; values: Record<string, number | null> }[] }
  expect([body.side, body.from, body.sort]).toEqual(['batting', SEASON, 'avg'])
  expect(body.rows[0]?.player_id).toBe(top.id)
  expect(body.rows[0]?.values.avg).toBeCloseTo(top.avg, 10)
  const etag = ok.headers().etag ?? ''
  expect((await request.get('/api/stats/batting', { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  for (const query of ['per=25', 'pos=sp', 'cols=avg,era', 'hand=X', `season=${SEASON}&through=${SEASON - 1}`]) {
    const bad = await request.get(`/api/stats/batting?${query}`)
    expect([query, bad.status()]).toEqual([query, 400])
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_parameter')
  }
  expect((await request.get('/api/stats/pitching?season=1990')).status()).toBe(404)
  expect((await request.get('/api/stats/pitching/csv?per=all&sort=bogus')).status()).toBe(400)
})
