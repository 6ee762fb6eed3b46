import { formatOdds } from '@/app/simulation/championship/_components/odds-format'
import { midpointDate } from '@/lib/domain/simulation/championship/calendar'
import { trackConsoleErrors } from './console-errors'
import { latestSeason, query, queryOne } from './database'
import { expect, test, type Page } from './fixtures'

const PATH = '/simulation/championship'
const SEASON = latestSeason()
const LEAGUES = [
  { league: 'central', name: 'セ・リーグ' },
  { league: 'pacific', name: 'パ・リーグ' },
] as const
/** A run is a second or so on the server; on a loaded machine give it room. */
const RUN = { timeout: 20_000 }

type ChunkBody = { seasons: number; leagues: { league: string; clubs: { team: string; counts: { ranks: number[] } }[] }[] }

const table = (page: Page, name: string) => page.getByRole('table', { name: `${name} 優勝確率` })

/** A league table's cells in one column, by its header (the club is a row header, not a cell). */
async function column(page: Page, name: string, header: string): Promise<string[]> {
  const odds = table(page, name)
  const headers = (await odds.getByRole('columnheader').allInnerTexts()).map((text) => text.trim())
  const index = headers.indexOf(header) - 1
  const rows = odds.getByRole('row').filter({ has: page.getByRole('rowheader') })
  return Promise.all((await rows.all()).map(async (row) => (await row.getByRole('cell').nth(index).innerText()).trim()))
}

const percent = (text: string) => (text === '<0.1%' ? 0 : text === '>99.9%' ? 100 : Number(text.replace('%', '')))

test('the default run: both leagues with six clubs, their records to the midpoint as the database has them, P(1st) summing to 100%', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  expect((await page.goto(PATH))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('優勝確率シミュレーション')
  const { first, last } = queryOne<{ first: string; last: string }>("SELECT MIN(date) AS first, MAX(date) AS last FROM games WHERE season = ? AND kind IN ('regular', 'interleague')", SEASON)
  const asOf = midpointDate(first, last)
  for (const { league, name } of LEAGUES) {
    const clubs = query<{ code: string; record: string }>(
      `SELECT t.code, SUM(g.home_runs > g.away_runs AND g.home = t.code OR g.away_runs > g.home_runs AND g.away = t.code) || '-' ||
         SUM(g.home_runs < g.away_runs AND g.home = t.code OR g.away_runs < g.home_runs AND g.away = t.code) || '-' || SUM(g.home_runs = g.away_runs) AS record
       FROM teams t JOIN games g ON (g.home = t.code OR g.away = t.code) AND g.season = ? AND g.kind IN ('regular', 'interleague') AND g.date <= ?
       WHERE t.league = ? GROUP BY t.code`,
      SEASON,
      asOf,
      league,
    )
    await expect(table(page, name).getByRole('row').filter({ has: page.getByRole('rowheader') })).toHaveCount(6)
    expect((await column(page, name, '現在の成績')).sort()).toEqual(clubs.map((club) => club.record).sort())
    for (const club of clubs) await expect(table(page, name).locator(`a[href="/teams/${club.code}/info"]`)).toHaveCount(1)
    const total = (await column(page, name, '優勝')).reduce((sum, text) => sum + percent(text), 0)
    expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.5)
  }
  expect(errors).toEqual([])
})

test('running from the form puts the seed in the address and the tables show the API\'s run', async ({ page }) => {
  await page.goto(PATH)
  const form = page.getByRole('form', { name: 'シミュレーションの条件' })
  const answered = page.waitForResponse((response) => response.url().includes('/api/simulation/championship?') && response.url().includes('seed=77'), RUN)
  await form.getByLabel('シード（乱数の種）').fill('77')
  await form.getByRole('button', { name: 'シミュレーション実行' }).click()
  await expect(page).toHaveURL(`${PATH}?seed=77`)
  const body = (await (await answered).json()) as ChunkBody
  for (const { league, name } of LEAGUES) {
    const clubs = body.leagues.find((entry) => entry.league === league)?.clubs ?? []
    await expect.poll(() => column(page, name, '優勝'), RUN).toEqual(clubs.map((club) => formatOdds(club.counts.ranks[0] ?? 0, body.seasons)))
  }
})

test('the same seed in the address gives the same tables twice', async ({ page }) => {
  const read = async () => Promise.all(LEAGUES.map(({ name }) => column(page, name, '優勝')))
  await page.goto(`${PATH}?seed=4242`)
  const once = await read()
  await page.goto(`${PATH}?seed=31337`)
  await expect(page.getByLabel('シード（乱数の種）')).toHaveValue('31337')
  await page.goto(`${PATH}?seed=4242`)
  expect(await read()).toEqual(once)
})

test('a date outside the season is named in the form, and the API refuses an n below 1,000', async ({ page, request }) => {
  await page.goto(`${PATH}?asOf=2001-01-01`)
  await expect(page.getByRole('form', { name: 'シミュレーションの条件' }).getByRole('alert')).toContainText('日付「2001-01-01」は')
  await expect(table(page, 'セ・リーグ').getByRole('row')).toHaveCount(7)
  const response = await request.get('/api/simulation/championship?n=500')
  expect(response.status()).toBe(400)
  expect(((await response.json()) as { error: { message_en: string } }).error.message_en).toContain('query parameter n')
})

test('a 50,000-season run finishes chunk by chunk, and the odds\' history is drawn', async ({ page }) => {
  await page.goto(`${PATH}?n=50000`)
  await expect(page.getByText('50,000 シーズンの計算が完了しました。')).toBeVisible(RUN)
  await expect(page.getByRole('img', { name: /セ・リーグの優勝確率の推移/ })).toBeVisible(RUN)
})
