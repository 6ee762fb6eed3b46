import { readFile } from 'node:fs/promises'
import { trackConsoleErrors } from './console-errors'
import { dataSource, latestSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatSigned } from '@/lib/domain/format/numbers'

const SEASON = latestSeason()

/** The season's regular PAs with the batting and fielding clubs (`@s` is the season). */
const PAS = `FROM games g JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = @s AND g.kind IN ('regular', 'interleague')`
const BATTING_CLUB = "CASE p.half WHEN 'bottom' THEN g.home ELSE g.away END"
const FIELDING_CLUB = "CASE p.half WHEN 'bottom' THEN g.away ELSE g.home END"
const inSeason = (sql: string) => sql.replaceAll('@s', String(SEASON))

/** The qualified player with the most of a value computed per (player, club) by `credit`, with his name. */
function leader(side: 'batting' | 'pitching', credit: string): { name: string; value: number } {
  return queryOne(inSeason(
    `WITH credit AS (${credit})
     SELECT pl.name_kanji AS name, c.value FROM credit c JOIN player_season_${side} s ON s.season = @s AND s.player_id = c.player_id AND s.team = c.team AND s.qualified = 1
     JOIN players pl ON pl.id = c.player_id ORDER BY c.value DESC, c.player_id LIMIT 1`,
  ))
}

/** The board's table as the screen shows it: visible header labels (sort arrows dropped), then per row the visible cells. */
async function readTable(page: Page) {
  const table = page.getByRole('table', { name: new RegExp(`^${SEASON}年 NPB (打者|投手)の(WPA|RE24|LWTS)$`) })
  await expect(table).toBeVisible()
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell.textContent ?? '').replace(/[▲▼]/g, '').trim()
    const shown = (cells: Iterable<Element>) => [...cells].filter((cell) => cell.checkVisibility())
    return {
      headers: shown(element.querySelectorAll('thead th')).map(text),
      rows: [...element.querySelectorAll('tbody tr')].map((row) => shown(row.querySelectorAll('th, td')).map(text)),
    }
  })
}

/** RFC 4180 fields of a CSV line: a count over 999 comes quoted ("1,234"). */
const csvFields = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'))

test('WPA（打者）: the leader’s WPA from pa_values, and the season’s biggest play links to its game', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const top = leader('batting', `SELECT p.batter_id AS player_id, ${BATTING_CLUB} AS team, SUM(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) AS value
    FROM games g JOIN plate_appearances p ON p.game_id = g.id JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
    WHERE g.season = @s AND g.kind IN ('regular', 'interleague') GROUP BY 1, 2`)
  const play = queryOne<{ game_id: string }>(inSeason(
    `SELECT p.game_id FROM games g JOIN plate_appearances p ON p.game_id = g.id JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
     WHERE g.season = @s AND g.kind IN ('regular', 'interleague') ORDER BY CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END DESC, p.game_id, p.seq LIMIT 1`,
  ))
  expect((await page.goto('/analysis/wpa/batting'))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WPA（打者）')
  const { headers, rows } = await readTable(page)
  expect(rows[0]?.[0]).toBe(top.name)
  expect(rows[0]?.[headers.indexOf('WPA')]).toBe(formatSigned(top.value, 2))
  const plays = page.getByRole('table', { name: /WPA上位のプレー$/ })
  await expect(plays.getByRole('row').nth(1).getByRole('link').first()).toHaveAttribute('href', `/games/${play.game_id}`)
  await expect(page.getByRole('region', { name: '計算方法' }).getByRole('link', { name: '勝利確率モデル', exact: true })).toHaveAttribute('href', '/game-stats/win-probability-model')
  expect(errors).toEqual([])
})

test('RE24（投手）and LWTS（打者）: each leader’s value computed in SQL from the stored RE matrix and linear weights', async ({ page }) => {
  const re = (alias: string, outs: string, bases: string) => `run_expectancy ${alias} ON ${alias}.season = g.season AND ${alias}.league = 'npb' AND ${alias}.outs = ${outs} AND ${alias}.bases = ${bases}`
  const pitcher = leader('pitching', `SELECT p.pitcher_id AS player_id, ${FIELDING_CLUB} AS team,
      -SUM(CASE WHEN p.outs_after >= 3 THEN 0 ELSE a.runs END - b.runs + p.runs) AS value
    FROM games g JOIN plate_appearances p ON p.game_id = g.id JOIN ${re('b', 'p.outs_before', 'p.bases_before')} LEFT JOIN ${re('a', 'p.outs_after', 'p.bases_after')}
    WHERE g.season = @s AND g.kind IN ('regular', 'interleague') GROUP BY 1, 2`)
  await page.goto('/analysis/re24/pitching')
  const re24 = await readTable(page)
  expect([re24.rows[0]?.[0], re24.rows[0]?.[re24.headers.indexOf('RE24')]]).toEqual([pitcher.name, formatSigned(pitcher.value, 1)])
  // Each PA's event class (event-classes.ts) valued at the league's weight, less the mean over every batter's PAs.
  const event = "CASE p.result WHEN 'KWP' THEN 'ROE' WHEN 'GO' THEN 'out' WHEN 'FO' THEN 'out' WHEN 'LO' THEN 'out' WHEN 'PO' THEN 'out' WHEN 'FC' THEN 'out' WHEN 'DP' THEN 'out' WHEN 'TP' THEN 'out' ELSE p.result END"
  const batter = leader('batting', `WITH valued AS (SELECT p.batter_id AS player_id, ${BATTING_CLUB} AS team, w.run_value ${PAS.replace('WHERE', `JOIN linear_weights w ON w.season = g.season AND w.league = 'npb' AND w.event = ${event} AND w.run_value IS NOT NULL WHERE`)})
    SELECT player_id, team, SUM(run_value) - COUNT(*) * (SELECT AVG(run_value) FROM valued) AS value FROM valued GROUP BY 1, 2`)
  await page.goto('/analysis/lwts/batting')
  const lwts = await readTable(page)
  expect([lwts.rows[0]?.[0], lwts.rows[0]?.[lwts.headers.indexOf('LWTS')]]).toEqual([batter.name, formatSigned(batter.value, 1)])
  await expect(page.getByRole('table', { name: /出来事ごとの得点価値と平均との差$/ })).toBeVisible()
})

test('sorting by a header changes the URL and the order; the same header again turns it', async ({ page }) => {
  await page.goto('/analysis/wpa/batting')
  await page.getByRole('columnheader', { name: 'Clutch' }).getByRole('link').click()
  await expect(page).toHaveURL('/analysis/wpa/batting?sort=clutch')
  await expect(page.getByRole('columnheader', { name: 'Clutch' })).toHaveAttribute('aria-sort', 'descending')
  const { headers, rows } = await readTable(page)
  const clutch = rows.map((row) => Number(row[headers.indexOf('Clutch')]))
  expect(clutch).toEqual([...clutch].sort((a, b) => b - a))
  await page.getByRole('columnheader', { name: 'Clutch' }).getByRole('link').click()
  await expect(page).toHaveURL('/analysis/wpa/batting?sort=clutch&order=asc')
  await expect(page.getByRole('columnheader', { name: 'Clutch' })).toHaveAttribute('aria-sort', 'ascending')
})

test('the qualifier toggle lists every player, a hundred to a page; the side tab keeps it', async ({ page }) => {
  const lines = query<{ n: number }>(inSeason(`SELECT COUNT(DISTINCT p.pitcher_id || '/' || ${FIELDING_CLUB}) AS n ${PAS}`))[0]?.n ?? 0
  await page.goto('/analysis/re24/pitching')
  await page.getByRole('navigation', { name: '対象' }).getByRole('link', { name: '全選手' }).click()
  await expect(page).toHaveURL('/analysis/re24/pitching?qualified=false')
  await expect(page.getByText(`全選手（${lines}人）`)).toBeVisible()
  expect((await readTable(page)).rows).toHaveLength(Math.min(100, lines))
  await page.getByRole('navigation', { name: '投手・打者' }).getByRole('link', { name: '打者' }).click()
  await expect(page).toHaveURL('/analysis/re24/batting?qualified=false')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RE24（打者）')
})

test('the CSV is the table: same header, same rows, Excel-readable UTF-8', async ({ page }) => {
  await page.goto('/analysis/wpa/pitching?sort=pli')
  const { headers, rows } = await readTable(page)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /CSVダウンロード/ }).click()
  const bytes = await readFile(await (await download).path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
  const [header, ...csvRows] = (dataSource() === 'sim' ? lines.slice(1) : lines).map(csvFields)
  expect(header).toEqual(headers)
  expect(csvRows).toEqual(rows)
})

test('bad query values fall back to the latest NPB board and say so', async ({ page }) => {
  expect((await page.goto('/analysis/lwts/pitching?season=1999&league=west&sort=nope&page=x'))?.status()).toBe(200)
  await expect(page.getByText(`1999年のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LWTS（投手）')
  expect((await readTable(page)).rows.length).toBeGreaterThan(0)
})
