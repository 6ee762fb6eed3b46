import { trackConsoleErrors } from './console-errors'
import { latestSeason, previousSeason, queryOne } from './database'
import { expect, test, type Page } from './fixtures'
import { formatStat } from '@/lib/domain/format/stat-format'

const PATH = '/game-stats/run-expectancy'
const SEASON = latestSeason()
/** A client navigation on a loaded machine can take longer than the default 5 s. */
const NAVIGATION = { timeout: 15_000 }

/** RE of a state as the read model stores it, printed as the page prints it. */
function storedRe(league: string, outs: number, bases: number, season = SEASON): string {
  const { runs } = queryOne<{ runs: number | null }>('SELECT runs FROM run_expectancy WHERE season = ? AND league = ? AND outs = ? AND bases = ?', season, league, outs, bases)
  return formatStat(runs, 'decimal3')
}

/** The cells (not the row header) of a runner row of the RE matrix: 無死, 一死, 二死. */
const matrixCells = (page: Page, runners: string) =>
  page.getByRole('table', { name: /の得点期待値（括弧内は打席数）/ }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: runners, exact: true }) }).getByRole('cell')

test('run expectancy: heading, the latest NPB loaded/0-out value from the database, the method and the Dataset', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('得点期待値（RE24）')
  await expect(matrixCells(page, '満塁').first()).toContainText(storedRe('npb', 0, 7))
  await expect(matrixCells(page, '走者なし').nth(2)).toContainText(storedRe('npb', 2, 0))
  await expect(page.getByRole('table', { name: /公表値（NPB 2004〜2013年）/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: '計算方法' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PATH}$`))
  expect((await page.locator('script[type="application/ld+json"]').allTextContents()).join('')).toContain('"@type":"Dataset"')
  expect(errors).toEqual([])
})

test('the league pill puts ?league=central in the URL and shows the Central matrix; the season pill the earlier season', async ({ page }) => {
  await page.goto(PATH)
  await page.getByRole('navigation', { name: 'リーグ' }).getByRole('link', { name: 'セ・リーグ', exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?league=central`, NAVIGATION)
  await expect(matrixCells(page, '満塁').first()).toContainText(storedRe('central', 0, 7))
  const previous = previousSeason()
  await page.getByRole('navigation', { name: '年度' }).getByRole('link', { name: String(previous), exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?season=${previous}&league=central`, NAVIGATION)
  await expect(matrixCells(page, '満塁').first()).toContainText(storedRe('central', 0, 7, previous))
})

test('the runner selector changes the by-count table to that state, its 0-0 row as the count table gives it', async ({ page }) => {
  // Mean over the PAs through 0-0 of runs on the play + RE after (a third out has no row: 0), for 無死満塁.
  const { runs, pas } = queryOne<{ runs: number; pas: number }>(
    `SELECT SUM(ct.n * (ct.runs + COALESCE(re.runs, 0))) / SUM(ct.n) AS runs, SUM(ct.n) AS pas FROM count_transitions ct
     LEFT JOIN run_expectancy re ON re.season = ct.season AND re.league = ct.league AND re.outs = ct.outs_after AND re.bases = ct.bases_after
     WHERE ct.season = ? AND ct.league = 'npb' AND ct.outs = 0 AND ct.bases = 7 AND ct.balls = 0 AND ct.strikes = 0`,
    SEASON,
  )
  await page.goto(PATH)
  await expect(page.getByRole('table', { name: /無死走者なしのカウント別/ })).toBeVisible()
  await page.getByRole('navigation', { name: '走者' }).getByRole('link', { name: '満塁', exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?state=0-7`, NAVIGATION)
  const table = page.getByRole('table', { name: /無死満塁のカウント別/ })
  const first = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '0-0', exact: true }) }).getByRole('cell')
  await expect(first.nth(0)).toHaveText(formatStat(pas, 'count'))
  await expect(first.nth(1)).toHaveText(formatStat(runs, 'decimal3'))
})

test('the situation selectors keep the state and change the WE column; bad values fall back without an error', async ({ page }) => {
  await page.goto(`${PATH}?state=1-5`)
  await page.getByRole('navigation', { name: 'イニング' }).getByRole('link', { name: '9回', exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?state=1-5&inning=9`, NAVIGATION)
  await page.getByRole('navigation', { name: '点差' }).getByRole('link', { name: '1点ビハインド', exact: true }).click()
  await expect(page).toHaveURL(`${PATH}?state=1-5&inning=9&lead=-1`, NAVIGATION)
  await expect(page.getByRole('table', { name: /一死一・三塁のカウント別.*9回表・攻撃側1点ビハインド/ })).toBeVisible()
  const response = await page.goto(`${PATH}?season=1999&league=mlb&state=9-9&inning=x&half=middle&lead=99`)
  expect(response?.status()).toBe(200)
  await expect(page.getByText(`1999年のデータはないため、${SEASON}年を表示しています。`)).toBeVisible()
  await expect(page.getByRole('table', { name: /無死走者なしのカウント別.*7回表・攻撃側同点/ })).toBeVisible()
})
