import { readFile } from 'node:fs/promises'
import { trackConsoleErrors } from './console-errors'
import { dataSource, latestSeason, previousSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'

const PATH = '/game-stats/run-value'
const SEASON = latestSeason()

/** The stored run value of an event, as the event table prints it (signed, three decimals). */
function storedWeight(season: number, league: string, event: string) {
  const row = queryOne<{ run_value: number | null; above_outs: number | null; count: number }>(
    'SELECT run_value, above_outs, count FROM linear_weights WHERE season = ? AND league = ? AND event = ?', season, league, event)
  return [formatSigned(row.run_value, 3), formatSigned(row.above_outs, 3), formatStat(row.count, 'count')]
}

/** A table as the screen shows it: header labels, then per row the row header and the cells. */
async function readTable(page: Page, name: RegExp) {
  const table = page.getByRole('table', { name })
  await expect(table).toBeVisible()
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell.textContent ?? '').trim()
    const headers = [...element.querySelectorAll('thead th')].filter((cell) => cell.checkVisibility()).map(text)
    const rows = [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].filter((cell) => cell.checkVisibility()).map(text))
    return { headers, rows }
  })
}

const EVENTS = /出来事ごとの得点価値$/
const GUTS = /の年度別 wOBA・得点環境・FIP定数$/
const rowOf = (rows: string[][], label: string) => rows.find((row) => row[0] === label)?.slice(1)

/** RFC 4180 fields of a CSV line. */
const csvFields = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'))

test('heading, and the home run’s run value, above outs and count from the database', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('得点価値（Linear Weights）')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PATH}$`))
  const { rows } = await readTable(page, EVENTS)
  expect(rowOf(rows, '本塁打')).toEqual(storedWeight(SEASON, 'npb', 'HR'))
  expect(errors).toEqual([])
})

test('the league and season pills change the URL and the values', async ({ page }) => {
  await page.goto(PATH)
  await page.getByRole('navigation', { name: 'リーグ', exact: true }).getByRole('link', { name: 'セ・リーグ' }).click()
  await expect(page).toHaveURL(`${PATH}?league=central`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('セ・リーグ 得点価値（Linear Weights）')
  expect(rowOf((await readTable(page, EVENTS)).rows, '本塁打')).toEqual(storedWeight(SEASON, 'central', 'HR'))
  const previous = previousSeason()
  await page.getByRole('navigation', { name: '年度', exact: true }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?season=${previous}&league=central`)
  expect(rowOf((await readTable(page, EVENTS)).rows, '単打')).toEqual(storedWeight(previous, 'central', '1B'))
})

test('the season’s constants and its Guts row come from league_constants', async ({ page }) => {
  const constant = (key: string) => queryOne<{ value: number }>("SELECT value FROM league_constants WHERE season = ? AND league = 'npb' AND key = ?", SEASON, key).value
  await page.goto(PATH)
  const { headers, rows } = await readTable(page, GUTS)
  const row = rows.find((cells) => cells[0] === String(SEASON)) ?? []
  expect(row[headers.indexOf('wOBA')]).toBe(formatStat(constant('league_woba'), 'rate3'))
  expect(row[headers.indexOf('wHR')]).toBe(formatStat(constant('w_hr'), 'decimal3'))
  expect(row[headers.indexOf('FIP定数')]).toBe(formatStat(constant('fip_constant'), 'decimal3'))
  await expect(page.getByRole('region', { name: 'FIP定数', exact: true })).toContainText(formatStat(constant('fip_constant'), 'decimal3'))
})

test('the CSV is the Guts table: same header, same rows, Excel-readable UTF-8', async ({ page }) => {
  await page.goto(`${PATH}?league=pacific`)
  const { headers, rows } = await readTable(page, GUTS)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /CSVダウンロード/ }).click()
  const bytes = await readFile(await (await download).path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
  const [header, ...csvRows] = (dataSource() === 'sim' ? lines.slice(1) : lines).map(csvFields)
  expect(header).toEqual(headers)
  expect(csvRows).toEqual(rows)
})

test('bad query values fall back to the latest NPB view and say so', async ({ page }) => {
  expect((await page.goto(`${PATH}?season=1999&league=west`))?.status()).toBe(200)
  await expect(page.getByText(`1999年のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('得点価値（Linear Weights）')
  expect(rowOf((await readTable(page, EVENTS)).rows, '本塁打')).toEqual(storedWeight(SEASON, 'npb', 'HR'))
})
