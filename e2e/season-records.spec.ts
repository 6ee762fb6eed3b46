import { readFile } from 'node:fs/promises'
import { trackConsoleErrors } from './console-errors'
import { dataSource, latestSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

const SEASON = latestSeason()
const BATTING = `/records/season/players/batting/${SEASON}`

type Leader = { name: string; team: TeamCode; avg: number; hr: number }

/**
 * The table as the screen shows it: header labels (sort arrows dropped), then per row the player
 * (or club) and the cells. The phone's copy of the sort column is in the markup but not drawn here.
 */
async function readTable(page: Page) {
  const table = page.locator('[data-table-scroll] table')
  // A streamed page's table is in the document before it is revealed, and only then drawn.
  await expect(table).toBeVisible()
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell.textContent ?? '').replace(/[▲▼]/g, '').trim()
    const shown = (cells: Iterable<Element>) => [...cells].filter((cell) => cell.checkVisibility())
    const headers = shown(element.querySelectorAll('thead th')).map(text)
    const rows = [...element.querySelectorAll('tbody tr')].map((row) => {
      // A row header's link is the name (after the rank on player tables); league total rows have none.
      const name = row.querySelector('th a')?.textContent?.trim() ?? text(row.querySelector('th') ?? row)
      return [name, ...shown(row.querySelectorAll('td')).map(text)]
    })
    return { headers, rows }
  })
}

const column = (headers: string[], label: string) => {
  const index = headers.indexOf(label)
  if (index < 0) throw new Error(`no column ${label} in ${headers.join(',')}`)
  return index
}
const numberAt = (row: string[] | undefined, index: number) => Number(row?.[index] ?? Number.NaN)

test('the batting page: one heading, the AVG leader from the database in the first row with his AVG and HR', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const leader = queryOne<Leader>(`SELECT p.name_kanji AS name, s.team, s.avg, s.hr FROM player_season_batting s JOIN players p ON p.id = s.player_id
      WHERE s.season = ? AND s.qualified = 1 ORDER BY s.avg DESC, s.pa DESC, s.player_id LIMIT 1`, SEASON)
  const qualified = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND qualified = 1', SEASON).n
  await page.goto(BATTING)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText(`${SEASON}年 選手打撃成績`)
  await expect(page.getByText(`該当 ${qualified}人`)).toBeVisible()
  await expect(page.getByText(/規定打席 \d+（チーム試合数/)).toBeVisible()
  const { headers, rows } = await readTable(page)
  expect(rows.length).toBe(Math.min(50, qualified))
  const first = rows[0] ?? []
  expect(first[0]).toBe(leader.name)
  expect(first[1]).toBe(TEAM_BY_CODE[leader.team].shortName)
  expect(first[column(headers, '打率')]).toBe(formatRate3(leader.avg))
  expect(first[column(headers, '本塁打')]).toBe(String(leader.hr))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${BATTING}$`))
  expect(errors).toEqual([])
})

test('a column header sorts through the URL: HR descending, then ascending on a second click', async ({ page }) => {
  await page.goto(BATTING)
  await page.getByRole('link', { name: '本塁打', exact: true }).click()
  await expect(page).toHaveURL(/\?sort=hr&order=desc$/)
  await expect(page.getByRole('columnheader', { name: /本塁打/ })).toHaveAttribute('aria-sort', 'descending')
  let { headers, rows } = await readTable(page)
  const hr = column(headers, '本塁打')
  expect(numberAt(rows[0], hr)).toBeGreaterThanOrEqual(numberAt(rows[1], hr))
  // A counting sort ranks everyone with at least one, qualified or not.
  const most = queryOne<{ hr: number }>('SELECT MAX(hr) AS hr FROM player_season_batting WHERE season = ?', SEASON)
  expect(numberAt(rows[0], hr)).toBe(most.hr)
  await page.getByRole('link', { name: '本塁打', exact: true }).click()
  await expect(page).toHaveURL(/\?sort=hr&order=asc$/)
  ;({ headers, rows } = await readTable(page))
  expect(numberAt(rows[0], hr)).toBeLessThanOrEqual(numberAt(rows[1], hr))
  // Canonical stays the bare path whatever the query.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${BATTING}$`))
})

test('the table’s links stay in the app: a sort header and a player’s name navigate without reloading the document', async ({ page }) => {
  const sort = page.getByRole('link', { name: '本塁打', exact: true })
  // The links are plain anchors until the one click listener is mounted, after hydration: a click
  // that wins that race reloads the document like any link, and the attempt starts again.
  await expect(async () => {
    await page.goto(BATTING)
    await expect.poll(() => sort.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await sort.click()
    await expect(page.getByRole('columnheader', { name: /本塁打/ })).toHaveAttribute('aria-sort', 'descending')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  }).toPass({ timeout: 60_000 })
  const player = page.locator('[data-table-scroll] tbody a[href^="/players/"]').first()
  const [href, name] = [await player.getAttribute('href'), await player.textContent()]
  await player.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  // The router keeps the page left behind, hidden, for the way back: the visible heading is the player's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([name ?? ''])
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('the club filter and the qualified toggle change the URL and the rows', async ({ page }) => {
  const count = (sql: string) => queryOne<{ n: number }>(sql, SEASON).n
  await page.goto(BATTING)
  await page.getByRole('navigation', { name: '球団' }).getByRole('link', { name: '巨人' }).click()
  await expect(page).toHaveURL(/\?team=g$/)
  let { rows } = await readTable(page)
  expect(rows.length).toBe(count("SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND qualified = 1 AND team = 'g'"))
  expect(rows.every((row) => row[1] === '巨人')).toBe(true)
  await page.getByRole('link', { name: '全選手' }).click()
  await expect(page).toHaveURL(/\?qualified=false&team=g$/)
  // Over all players the 打率 sort keeps a minimum of one PA per team game, and says so.
  const games = count("SELECT MAX(games) AS n FROM standings WHERE season = ? AND league <> 'npb'")
  const all = count(`SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND team = 'g' AND pa >= ${games}`)
  await expect(page.getByText(`該当 ${all}人`)).toBeVisible()
  await expect(page.getByText(`${games}打席以上（チーム試合数あたり1打席）の選手に絞っています`)).toBeVisible()
  ;({ rows } = await readTable(page))
  expect(rows.length).toBe(Math.min(50, all))
  expect(rows.length).toBeGreaterThan(count("SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND qualified = 1 AND team = 'g'"))
})

test('the CSV holds the view: same order, same first rows and values, every line, Excel-readable UTF-8', async ({ page }) => {
  await page.goto(`/records/season/players/pitching/${SEASON}/pacific?qualified=false&group=saber&sort=so&order=desc`)
  const { headers, rows } = await readTable(page)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /CSVダウンロード/ }).click()
  const file = await (await download).path()
  const bytes = await readFile(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [notice, ...table] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
  // The simulated league's CSV opens with a line saying so; an imported database's does not.
  const simulated = dataSource() === 'sim'
  expect(simulated ? notice : '').toMatch(simulated ? /架空のシミュレーションリーグ/ : /^$/)
  const lines = (simulated ? table : [notice ?? '', ...table]).map((line) => line.split(','))
  // Sorted by a count (奪三振), the view ranks every pitcher who has at least one.
  const all = queryOne<{ n: number }>("SELECT COUNT(*) AS n FROM player_season_pitching WHERE season = ? AND league = 'pacific' AND so > 0", SEASON).n
  expect(lines).toHaveLength(all + 1)
  // Innings become two numbers a spreadsheet can sum: 160 1/3 → 160.333 and 481 outs.
  const inningsCells = (cell: string) => {
    const [whole = '0', thirds = '0/3'] = cell.replaceAll(',', '').split(' ')
    const outs = Number(whole) * 3 + Number(thirds.split('/')[0])
    return [(outs / 3).toFixed(3), String(outs)]
  }
  const innings = headers.indexOf('投球回')
  expect(innings).toBeGreaterThan(1)
  expect(lines[0]).toEqual(['順位', '選手', '球団', ...headers.slice(2).flatMap((label) => (label === '投球回' ? ['投球回（小数）', 'アウト数'] : [label]))])
  expect(rows.length).toBeGreaterThan(0)
  for (const [index, row] of rows.slice(0, 5).entries()) {
    expect(lines[index + 1]?.slice(1)).toEqual(row.flatMap((cell, at) => (at === innings ? inningsCells(cell) : [cell])))
  }
})

test('the team page: 12 clubs with their HR from the database, league rows, sortable by URL', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const giants = queryOne<{ hr: number }>("SELECT SUM(hr) AS hr FROM player_season_batting WHERE season = ? AND team = 'g'", SEASON)
  await page.goto(`/records/season/teams/batting/${SEASON}`)
  await expect(page.locator('h1')).toHaveText(`${SEASON}年 チーム打撃成績`)
  const table = await readTable(page)
  expect(table.rows).toHaveLength(12)
  const hr = column(table.headers, '本塁打')
  expect(table.rows.find((row) => row[0] === '巨人')?.[hr]).toBe(String(giants.hr))
  await expect(page.getByRole('rowheader', { name: 'セ・リーグ合計' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'パ・リーグ平均' })).toBeVisible()
  await page.getByRole('link', { name: '本塁打', exact: true }).click()
  await expect(page).toHaveURL(/\?sort=hr&order=desc$/)
  const { rows } = await readTable(page)
  expect(numberAt(rows[0], hr)).toBeGreaterThanOrEqual(numberAt(rows[1], hr))
  expect(errors).toEqual([])
})

test('at 1280 px the 詳細 tabs fit their box: 打率 and 防御率, the last columns, are not cut at the right', async ({ page }) => {
  for (const [path, last] of [
    [`${BATTING}?group=detail`, /^打率/],
    [`/records/season/players/pitching/${SEASON}?group=detail`, /^防御率/],
    [`/records/season/teams/batting/${SEASON}?group=detail`, /^打率/],
  ] as const) {
    await page.goto(path)
    const box = page.locator('[data-table-scroll]')
    const header = page.getByRole('columnheader', { name: last })
    await expect(header).toBeVisible()
    expect([path, await box.evaluate((element) => element.scrollWidth - element.clientWidth)]).toEqual([path, 0])
    const [cell, frame] = [await header.boundingBox(), await box.boundingBox()]
    expect((cell?.x ?? Infinity) + (cell?.width ?? 0)).toBeLessThanOrEqual((frame?.x ?? 0) + (frame?.width ?? 0))
  }
})

test('bad query values fall back instead of failing; a filter with no lines says so', async ({ page }) => {
  const plain = await page.goto(BATTING)
  expect(plain?.status()).toBe(200)
  const expected = (await readTable(page)).rows[0]
  const bad = await page.goto(`${BATTING}?sort=nonsense&order=sideways&page=0&team=zz&group=x&qualified=maybe`)
  expect(bad?.status()).toBe(200)
  expect((await readTable(page)).rows[0]).toEqual(expected)
  expect((await page.goto(`${BATTING}?qualified=false&page=9999`))?.status()).toBe(200)
  const pages = page.getByRole('navigation', { name: 'ページ送り' }).getByRole('link', { name: /^\d+$/ })
  await expect(pages.last()).toHaveAttribute('aria-current', 'page')
  await page.goto(`${BATTING}/central?team=h`)
  await expect(page.getByText('該当する選手はいません')).toBeVisible()
})

test('a season without data and an unknown stats type are not found', async ({ request }) => {
  for (const path of ['/records/season/players/batting/2015', `/records/season/players/fielding/${SEASON}`, '/records/season/teams/pitching/2015']) {
    const response = await request.get(path)
    expect([path, response.status()]).toEqual([path, 404])
    expect(await response.text()).toContain('ページが見つかりません')
  }
  expect((await request.get(`/api/records/season/players/csv?type=fielding&season=${SEASON}`)).status()).toBe(400)
  expect((await request.get('/api/records/season/players/csv?type=batting&season=1990')).status()).toBe(404)
})

test('saves rank the closers whatever the qualifier; a minimum set in the URL filters 全選手', async ({ page }) => {
  await page.goto(`/records/season/players/pitching/${SEASON}?sort=sv`)
  const { headers, rows } = await readTable(page)
  const sv = column(headers, 'セーブ')
  const most = queryOne<{ sv: number; n: number }>('SELECT MAX(sv) AS sv, SUM(sv > 0) AS n FROM player_season_pitching WHERE season = ?', SEASON)
  expect(numberAt(rows[0], sv)).toBe(most.sv)
  await expect(page.getByText(`該当 ${most.n}人`)).toBeVisible()
  expect(rows.every((row) => numberAt(row, sv) > 0)).toBe(true)
  await page.goto(`${BATTING}?qualified=false&min=400`)
  const many = queryOne<{ n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND pa >= 400', SEASON).n
  await expect(page.getByText(`該当 ${many}人`)).toBeVisible()
  await expect(page.getByLabel('最低打席')).toHaveValue('400')
})
