import { readFile } from 'node:fs/promises'
import { trackConsoleErrors } from './console-errors'
import { dataSource, latestSeason, previousSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

const SEASON = latestSeason()
const PITCHING = '/pitch-data/pitching'
const BATTING = '/pitch-data/batting'

/** A season's regular-season pitches with their PA, straight from the event store (`@s` is the season). */
const PITCHES = `FROM games g JOIN plate_appearances pa ON pa.game_id = g.id JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq`
const REGULAR = "g.season = @s AND g.kind IN ('regular', 'interleague')"
const FIELDING = "CASE pa.half WHEN 'top' THEN g.home ELSE g.away END"
const BATTING_CLUB = "CASE pa.half WHEN 'top' THEN g.away ELSE g.home END"
const LAST = 'NOT EXISTS (SELECT 1 FROM pitches n WHERE n.game_id = pi.game_id AND n.pa_seq = pi.pa_seq AND n.seq > pi.seq)'
const inSeason = (sql: string, season = SEASON) => sql.replaceAll('@s', String(season))

type Line = { id: string; name: string; team: TeamCode; pitches: number; whiffs: number; swings: number }

/** Each pitcher's (or batter's) line for one club, most pitches first, as the board's default order lists them. */
function lines(side: 'pitching' | 'batting', season = SEASON, having = 'TRUE'): Line[] {
  const [player, club] = side === 'pitching' ? ['pa.pitcher_id', FIELDING] : ['pa.batter_id', BATTING_CLUB]
  return query<Line>(inSeason(
    `SELECT ${player} AS id, p.name_kanji AS name, ${club} AS team, COUNT(*) AS pitches,
       SUM(pi.result = 'swinging_strike') AS whiffs, SUM(pi.result IN ('swinging_strike', 'foul', 'in_play')) AS swings
     ${PITCHES} JOIN players p ON p.id = ${player} WHERE ${REGULAR}
     GROUP BY ${player}, ${club} HAVING ${having} ORDER BY pitches DESC, ${player}`, season))
}

/** The table as the screen shows it: visible header labels (sort arrows dropped), then per row the name and the visible cells. */
async function readTable(page: Page) {
  const table = page.getByRole('table', { name: /別の(投球|打席)指標$/ })
  await expect(table).toBeVisible()
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell.textContent ?? '').replace(/[▲▼]/g, '').trim()
    const shown = (cells: Iterable<Element>) => [...cells].filter((cell) => cell.checkVisibility())
    const headers = shown(element.querySelectorAll('thead th')).map(text)
    const rows = [...element.querySelectorAll('tbody tr')].map((row) => [text(row.querySelector('th') ?? row), ...shown(row.querySelectorAll('td')).map(text)])
    return { headers, rows }
  })
}

const at = (headers: string[], label: string) => {
  const index = headers.indexOf(label)
  if (index < 0) throw new Error(`no column ${label} in ${headers.join(',')}`)
  return index
}
const percent = (cell: string | undefined) => Number((cell ?? '').replace('%', ''))

/** RFC 4180 fields of a CSV line: a count over 999 comes quoted ("2,851"). */
const csvFields = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].slice(0, -1).map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"'))

test('投球分析: the busiest pitcher from the database leads with his pitches and whiff %, and his name opens his 投球分析', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const [top] = lines('pitching')
  if (!top) throw new Error('no pitcher')
  expect((await page.goto(PITCHING))?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveText('投球分析')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PITCHING}$`))
  const { headers, rows } = await readTable(page)
  const first = rows[0] ?? []
  expect(first.slice(0, 2)).toEqual([top.name, TEAM_BY_CODE[top.team].shortName])
  expect(first[at(headers, '球数')]).toBe(formatStat(top.pitches, 'count'))
  expect(first[at(headers, '空振り%')]).toBe(formatStat(top.whiffs / top.swings, 'percent'))
  await page.getByRole('table', { name: /別の(投球|打席)指標$/ }).getByRole('link', { name: top.name, exact: true }).click()
  await expect(page).toHaveURL(`/players/${top.id}/pitch-analysis/${SEASON}/details`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(top.name)
  expect(errors).toEqual([])
})

test('filter pills change the URL and the rows: 1,000球以上, then パ・リーグ, then one club', async ({ page }) => {
  await page.goto(PITCHING)
  await page.getByRole('navigation', { name: '最低球数', exact: true }).getByRole('link', { name: '1,000球以上' }).click()
  await expect(page).toHaveURL(`${PITCHING}?min=1000`)
  const many = lines('pitching', SEASON, 'COUNT(*) >= 1000')
  await expect(page.getByText(`該当 ${many.length}人`)).toBeVisible()
  await page.getByRole('navigation', { name: 'リーグ', exact: true }).getByRole('link', { name: 'パ・リーグ' }).click()
  await expect(page).toHaveURL(`${PITCHING}?min=1000&league=pacific`)
  const pacific = many.filter((line) => TEAM_BY_CODE[line.team].league === 'pacific')
  expect((await readTable(page)).rows.map((row) => row[0])).toEqual(pacific.map((line) => line.name))
  // The club pills follow the league: only its six clubs are offered.
  const clubs = page.getByRole('navigation', { name: '球団', exact: true }).getByRole('link')
  await expect(clubs).toHaveCount(7)
  await clubs.filter({ hasText: TEAM_BY_CODE.h.shortName }).click()
  await expect(page).toHaveURL(`${PITCHING}?min=1000&league=pacific&team=h`)
  const { rows } = await readTable(page)
  expect(rows.map((row) => row[0])).toEqual(pacific.filter((line) => line.team === 'h').map((line) => line.name))
  expect(rows.every((row) => row[1] === TEAM_BY_CODE.h.shortName)).toBe(true)
})

test('a header sorts through the URL: 空振り% descending, then ascending on a second click; a bad query falls back', async ({ page }) => {
  await page.goto(PITCHING)
  const table = page.getByRole('table', { name: /別の(投球|打席)指標$/ })
  await table.getByRole('link', { name: '空振り%', exact: true }).click()
  await expect(page).toHaveURL(`${PITCHING}?sort=whiff&order=desc`)
  await expect(page.getByRole('columnheader', { name: '空振り%' })).toHaveAttribute('aria-sort', 'descending')
  let { headers, rows } = await readTable(page)
  const whiff = at(headers, '空振り%')
  const best = lines('pitching', SEASON, 'COUNT(*) >= 500').map((line) => line.whiffs / line.swings).sort((a, b) => b - a)[0] ?? Number.NaN
  expect(rows[0]?.[whiff]).toBe(formatStat(best, 'percent'))
  expect(percent(rows[0]?.[whiff])).toBeGreaterThanOrEqual(percent(rows[1]?.[whiff]))
  await table.getByRole('link', { name: '空振り%', exact: true }).click()
  await expect(page).toHaveURL(`${PITCHING}?sort=whiff&order=asc`)
  ;({ headers, rows } = await readTable(page))
  expect(percent(rows[0]?.[whiff])).toBeLessThanOrEqual(percent(rows[1]?.[whiff]))
  // Every pitcher with 500+ pitches, whatever the order; nonsense in the URL leaves the default view.
  const plain = rows.length
  expect((await page.goto(`${PITCHING}?min=7&sort=DROP&order=sideways&team=zz&league=west&view=nope`))?.status()).toBe(200)
  expect((await readTable(page)).rows.length).toBe(plain)
})

test('the CSV holds the view: the same header, rows and printed values, in the same order, Excel-readable UTF-8', async ({ page }) => {
  await page.goto(`${BATTING}?league=central&sort=chase&order=asc`)
  const { headers, rows } = await readTable(page)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /CSVダウンロード/ }).click()
  const bytes = await readFile(await (await download).path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [notice, ...body] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
  const simulated = dataSource() === 'sim'
  expect(simulated ? notice : '').toMatch(simulated ? /架空のシミュレーションリーグ/ : /^$/)
  const [header, ...csvRows] = (simulated ? body : [notice ?? '', ...body]).map(csvFields)
  // The CSV adds the league after the club; otherwise it is the table, row for row.
  const dropLeague = (fields: string[]) => [...fields.slice(0, 2), ...fields.slice(3)]
  expect(dropLeague(header ?? [])).toEqual(headers)
  expect(csvRows.map(dropLeague)).toEqual(rows)
  expect(csvRows.every((fields) => fields[2] === 'セ・リーグ')).toBe(true)
})

test('打席分析 球種別打率: a column per pitch type, the busiest batter’s AVG on fastballs from the database', async ({ page }) => {
  const [top] = lines('batting')
  if (!top) throw new Error('no batter')
  const fastballs = queryOne<{ ab: number; h: number }>(inSeason(
    `SELECT SUM(pa.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab, SUM(pa.result IN ('1B', '2B', '3B', 'HR')) AS h
     ${PITCHES} WHERE ${REGULAR} AND pa.batter_id = '${top.id}' AND ${BATTING_CLUB} = '${top.team}' AND pi.type = 'FF' AND ${LAST}`))
  await page.goto(BATTING)
  await expect(page.locator('h1')).toHaveText('打席分析')
  await page.getByRole('navigation', { name: '表示項目', exact: true }).getByRole('link', { name: '球種別打率' }).click()
  await expect(page).toHaveURL(`${BATTING}?view=avg`)
  const { headers, rows } = await readTable(page)
  const types = query<{ type: string }>(inSeason(`SELECT DISTINCT pi.type ${PITCHES} WHERE ${REGULAR}`))
  expect(headers.slice(4)).toHaveLength(types.length)
  const row = rows.find((cells) => cells[0] === top.name)
  expect(row?.[at(headers, 'ストレート')]).toBe(formatRate3(fastballs.h / fastballs.ab))
  await expect(page.getByRole('table', { name: /別の(投球|打席)指標$/ }).getByRole('link', { name: top.name, exact: true })).toHaveAttribute('href', `/players/${top.id}/batting-analysis/${SEASON}/details`)
})

test('season pills change ?season= and the rows; a season outside the data falls back to the latest and says so', async ({ page }) => {
  const previous = previousSeason()
  await page.goto(BATTING)
  await page.getByRole('navigation', { name: '年度', exact: true }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(`${BATTING}?season=${previous}`)
  await expect(page.locator('h1')).toHaveText(`${previous}年 打席分析`)
  const [top] = lines('batting', previous)
  expect((await readTable(page)).rows[0]?.[0]).toBe(top?.name)
  expect((await page.goto(`${BATTING}?season=1999`))?.status()).toBe(200)
  await expect(page.getByText(`指定された年度のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
  await expect(page.locator('h1')).toHaveText('打席分析')
})

test('the league’s pitch types: counts from the database, a speed chart per type, the 3-2 mix in the count table', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const types = query<{ type: string; n: number }>(inSeason(`SELECT pi.type, COUNT(*) AS n ${PITCHES} WHERE ${REGULAR} GROUP BY pi.type ORDER BY n DESC`))
  const full = queryOne<{ n: number }>(inSeason(`SELECT COUNT(*) AS n ${PITCHES} WHERE ${REGULAR} AND pi.balls_before = 3 AND pi.strikes_before = 2`)).n
  await page.goto(PITCHING)
  await expect(page.getByRole('heading', { level: 2, name: `${SEASON}年 リーグ全体の球種` })).toBeVisible()
  const summary = page.getByRole('table', { name: `${SEASON}年 球種別の投球数と球速` })
  await expect(summary.locator('tbody tr')).toHaveCount(types.length)
  await expect(summary.locator('tbody tr').first().locator('td').first()).toHaveText(formatStat(types[0]?.n ?? 0, 'count'))
  await expect(page.getByRole('img', { name: /の球速分布/ })).toHaveCount(types.length)
  const counts = page.getByRole('table', { name: `${SEASON}年 カウント別の球種割合` })
  const last = counts.locator('tbody tr').last()
  await expect(last.locator('th')).toHaveText('3-2')
  await expect(last.locator('td').first()).toHaveText(formatStat(full, 'count'))
  expect(errors).toEqual([])
})

test('the API: the board and the summary as JSON with an ETag and 304, 400 naming a bad value, 404 JSON for no games or no such side', async ({ request }) => {
  const response = await request.get(`/api/pitch-data/pitching?season=${SEASON}&min=1000&league=pacific`)
  expect(response.status()).toBe(200)
  const body = await response.json()
  expect(body).toMatchObject({ season: SEASON, side: 'pitching', available: true, minPitches: 1000 })
  expect(body.rows.map((row: { name: string }) => row.name)).toEqual(lines('pitching', SEASON, 'COUNT(*) >= 1000').filter((line) => TEAM_BY_CODE[line.team].league === 'pacific').map((line) => line.name))
  const etag = response.headers()['etag'] ?? ''
  expect((await request.get(`/api/pitch-data/pitching?season=${SEASON}&min=1000&league=pacific`, { headers: { 'If-None-Match': etag } })).status()).toBe(304)
  const summary = await request.get(`/api/pitch-data/summary?season=${SEASON}`)
  expect((await summary.json()).counts).toHaveLength(12)
  for (const [path, parameter] of [[`/api/pitch-data/batting?season=${SEASON}&min=-1`, 'min'], [`/api/pitch-data/batting?season=${SEASON}&team=g&league=pacific`, 'team'], ['/api/pitch-data/summary', 'season']] as const) {
    const bad = await request.get(path)
    expect(bad.status()).toBe(400)
    expect((await bad.json()).error.message_en).toContain(`query parameter ${parameter}`)
  }
  for (const path of ['/api/pitch-data/batting?season=1990', '/api/pitch-data/fielding?season=2025', `/api/pitch-data/fielding/csv?season=${SEASON}`]) {
    const missing = await request.get(path)
    expect([path, missing.status()]).toEqual([path, 404])
    expect((await missing.json()).error.code).toBe('not_found')
  }
})
