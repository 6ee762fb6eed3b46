import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, query } from './database'
import { expect, test, type Page } from './fixtures'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** A client navigation on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

type StandingRow = { team: string; wins: number; losses: number; ties: number; home_wins: number; home_losses: number; home_ties: number }
const SHORT_NAMES: Readonly<Record<string, string>> = { g: '巨人', t: '阪神', db: 'DeNA', c: '広島', s: 'ヤクルト', d: '中日', h: 'ソフトバンク', f: '日本ハム', m: 'ロッテ', e: '楽天', bs: 'オリックス', l: '西武' }
const nameOf = (team: string) => SHORT_NAMES[team] ?? team

const SEASON = latestSeason()
const STANDINGS = `/records/season/standings/${SEASON}`

function leader(season: number, league: 'central' | 'pacific'): StandingRow {
  const [row] = query<StandingRow>('SELECT * FROM standings WHERE season = ? AND league = ? AND rank = 1', season, league)
  if (!row) throw new Error(`no ${season} ${league} standings in the database`)
  return row
}

/** The cells of a club's row in a league's table: rank, then games, W, L, T, 勝率, pythag, GB, remaining. */
function rowCells(page: Page, league: string, team: string) {
  const table = page.getByRole('table', { name: `${league} 順位表` })
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nameOf(team), exact: true }) }).getByRole('cell')
}

test('standings: heading, both leagues and the Central leader as the database has it', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto(STANDINGS)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 順位表`)
  await expect(page.locator('h1')).toHaveCount(1)
  const central = leader(SEASON, 'central')
  const cells = rowCells(page, 'セ・リーグ', central.team)
  await expect(cells.nth(0)).toHaveText('1')
  await expect(cells.nth(2)).toHaveText(String(central.wins))
  await expect(cells.nth(3)).toHaveText(String(central.losses))
  await expect(cells.nth(4)).toHaveText(String(central.ties))
  await expect(page.getByRole('table', { name: 'パ・リーグ 順位表' })).toBeVisible()
  await expect(page.getByRole('link', { name: nameOf(central.team), exact: true }).first()).toHaveAttribute('href', `/teams/${central.team}/info`)
  const lastDate = query<{ date: string }>("SELECT MAX(date) AS date FROM games WHERE season = ? AND kind IN ('regular', 'interleague')", SEASON)[0]?.date ?? ''
  const [year, month, day] = lastDate.split('-').map(Number)
  await expect(page.getByText(`${year}年${month}月${day}日終了時点`)).toBeVisible()
  await expect(page.getByText('優勝決定').first()).toBeVisible()
  expect(errors).toEqual([])
})

test('the 勝率 header links to the glossary’s 勝率 entry', async ({ page }) => {
  await page.goto(STANDINGS)
  const header = page.getByRole('table', { name: 'セ・リーグ 順位表' }).getByRole('columnheader', { name: '勝率', exact: true })
  await header.getByRole('link', { name: '勝率の説明' }).click()
  await expect(page).toHaveURL('/columns/glossary#winning_percentage', NAVIGATION)
  await expect(page.locator('#winning_percentage')).toBeInViewport()
})

test('the home/road toggle puts its choice in the URL and shows home records', async ({ page }) => {
  await page.goto(STANDINGS)
  const club = leader(SEASON, 'pacific')
  await page.getByRole('navigation', { name: 'ホーム・ビジターの切り替え' }).getByRole('link', { name: 'ホームゲーム' }).click()
  await expect(page).toHaveURL(`${STANDINGS}?home_away=home`, NAVIGATION)
  const cells = rowCells(page, 'パ・リーグ', club.team)
  await expect(cells.nth(1)).toHaveText(String(club.home_wins + club.home_losses + club.home_ties))
  await expect(cells.nth(2)).toHaveText(String(club.home_wins))
  await expect(cells.nth(3)).toHaveText(String(club.home_losses))
  await page.getByRole('navigation', { name: 'ホーム・ビジターの切り替え' }).getByRole('link', { name: 'ビジターゲーム' }).click()
  await expect(page).toHaveURL(/\?home_away=away$/, NAVIGATION)
  const [totals] = query<StandingRow>('SELECT * FROM standings WHERE season = ? AND team = ?', SEASON, club.team)
  await expect(rowCells(page, 'パ・リーグ', club.team).nth(2)).toHaveText(String((totals?.wins ?? 0) - club.home_wins))
})

test('a head-to-head cell is the head_to_head table', async ({ page }) => {
  await page.goto(STANDINGS)
  const [record] = query<{ wins: number; losses: number; ties: number }>("SELECT wins, losses, ties FROM head_to_head WHERE season = ? AND team = 'g' AND opponent = 't'", SEASON)
  expect(record).toBeDefined()
  const cell = page.getByTitle(`巨人 対 阪神 ${record?.wins}勝${record?.losses}敗${record?.ties}分`)
  await expect(cell).toHaveText(`${record?.wins}-${record?.losses}-${record?.ties}`)
})

test('the league route shows that league only, and the season links lead to other seasons', async ({ page }) => {
  const previous = previousSeason()
  await page.goto(`${STANDINGS}/central`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 セ・リーグ 順位表`)
  await expect(page.getByRole('table', { name: 'セ・リーグ 順位表' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'パ・リーグ 順位表' })).toHaveCount(0)
  await page.getByRole('navigation', { name: 'シーズン' }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(`/records/season/standings/${previous}/central`, NAVIGATION)
  const central = leader(previous, 'central')
  await expect(rowCells(page, 'セ・リーグ', central.team).nth(0)).toHaveText('1')
})

test('standings as of a month end: the date, that day\'s record and the pennant race', async ({ page }) => {
  await page.goto(STANDINGS)
  await page.getByRole('navigation', { name: '時点' }).getByRole('link', { name: '7月末' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?as_of=${SEASON}-07-\\d\\d$`), NAVIGATION)
  const asOf = new URL(page.url()).searchParams.get('as_of') ?? ''
  const [row] = query<{ wins: number }>(
    "SELECT SUM(CASE WHEN (home = 'g' AND home_runs > away_runs) OR (away = 'g' AND away_runs > home_runs) THEN 1 ELSE 0 END) AS wins FROM games WHERE season = ? AND kind IN ('regular', 'interleague') AND date <= ?",
    SEASON,
    asOf,
  )
  await expect(rowCells(page, 'セ・リーグ', 'g').nth(2)).toHaveText(String(row?.wins))
  await expect(page.getByLabel('優勝争い').first()).toContainText(/優勝マジック|マジック未点灯|優勝決定/)
})

test('trends: one line per club in each chart and the month-end rank table', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto(`/records/season/trends/${SEASON}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${SEASON}年 順位変動`)
  for (const [league, name] of [['central', 'セ・リーグ'], ['pacific', 'パ・リーグ']] as const) {
    const figure = page.getByRole('figure', { name: `${name} ゲーム差の推移` })
    // The chart library is loaded after hydration; a busy machine can take a few seconds.
    const chart = figure.getByRole('img', { name: new RegExp(`^${SEASON}年 ${name}の首位とのゲーム差の推移`) })
    await expect(chart).toBeVisible({ timeout: 20_000 })
    // Each club's line ends in a tag with its one-character abbreviation; the legend names every line.
    const clubs = query<{ team: TeamCode }>('SELECT team FROM standings WHERE season = ? AND league = ? ORDER BY rank', SEASON, league)
    expect(clubs).toHaveLength(6)
    for (const { team } of clubs) await expect(chart.getByText(TEAM_BY_CODE[team].abbreviation, { exact: true })).toBeVisible()
    await expect(figure.getByRole('listitem')).toHaveCount(6)
    // Clubs that finish close together keep their tags apart (16 px tags, 18 px apart).
    const tags = await figure.getByTestId('trend-end-labels').locator('rect').evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().top).sort((a, b) => a - b))
    expect(tags).toHaveLength(6)
    tags.slice(1).forEach((top, index) => expect(top - (tags[index] ?? 0)).toBeGreaterThanOrEqual(17))
  }
  const central = leader(SEASON, 'central')
  const table = page.getByRole('table', { name: 'セ・リーグ 月末の順位とゲーム差' })
  const finalRank = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nameOf(central.team), exact: true }) }).getByRole('cell').last()
  await expect(finalRank).toContainText('1位')
  expect(errors).toEqual([])
})

for (const path of ['/records/season/standings/2015', `${STANDINGS}/western`, '/records/season/trends/2015']) {
  test(`${path} is not found`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません')
  })
}
