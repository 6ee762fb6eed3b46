import { TITLE_LABELS } from '@/lib/route-labels'
import { TITLE_TYPES } from '@/lib/route-params'
import { trackConsoleErrors } from './console-errors'
import { DATA_SEASONS, dataSource, latestSeason, query } from './database'
import { expect, test } from './fixtures'

test.describe('every title type has its own page', () => {
  for (const type of TITLE_TYPES) {
    test(`/records/titles/${type}: heading, selection and no console errors`, async ({ page }) => {
      const errors = trackConsoleErrors(page)
      await page.goto(`/records/titles/${type}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${TITLE_LABELS[type]} 歴代受賞者`)
      await expect(page.getByRole('navigation', { name: 'タイトルの種類' }).getByRole('link', { name: TITLE_LABELS[type], exact: true })).toHaveAttribute('aria-current', 'page')
      expect(errors).toEqual([])
    })
  }
})

test('the selector links to all 17 title types and a click opens one', async ({ page }) => {
  await page.goto('/records/titles')
  const selector = page.getByRole('navigation', { name: 'タイトルの種類' })
  const hrefs = await selector.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs.sort()).toEqual(TITLE_TYPES.map((type) => `/records/titles/${type}`).sort())
  await selector.getByRole('link', { name: '首位打者', exact: true }).click()
  await expect(page).toHaveURL('/records/titles/batting_champion')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('首位打者 歴代受賞者')
})

test('the titles page sums up the latest season, every title linking to its history', async ({ page }) => {
  await page.goto('/records/titles')
  await expect(page.getByRole('heading', { level: 2, name: `${latestSeason()}年の受賞者` })).toBeVisible()
  const summary = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /年の受賞者$/ }) })
  // Each league's table names the title, so a title can have a link in each.
  for (const type of TITLE_TYPES) {
    const links = summary.getByRole('link', { name: TITLE_LABELS[type], exact: true })
    await expect(links.first()).toBeVisible()
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', `/records/titles/${type}`)
  }
})

test('the latest season’s Central 本塁打王 from the database is on the 最多本塁打 page', async ({ page }) => {
  const season = latestSeason()
  const leaders = query<{ name: string; hr: number }>(
    `WITH t AS (SELECT b.player_id, p.name_kanji AS name, SUM(b.hr) AS hr FROM player_season_batting b JOIN players p ON p.id = b.player_id
       WHERE b.season = ? AND b.league = 'central' GROUP BY b.player_id)
     SELECT name, hr FROM t WHERE hr = (SELECT MAX(hr) FROM t)`,
    season,
  )
  expect(leaders.length).toBeGreaterThan(0)
  await page.goto('/records/titles/homerun_leader')
  const table = page.getByRole('table', { name: /セ・リーグ$/ })
  const central = table.getByRole('row').filter({ has: page.getByRole('cell', { name: `${season}年`, exact: true }) }).getByRole('cell').nth(1)
  for (const leader of leaders) {
    await expect(central.getByText(leader.name, { exact: true })).toBeVisible()
    await expect(central).toContainText(`${leader.hr}本`)
  }
})

test('every 最高勝率 winner won at least 13 games', async ({ page }) => {
  await page.goto('/records/titles/winning_percentage')
  // Winner names are text until player pages land; a row is a season, a winner a list item's name (the 同数受賞 badge is a rounded tag).
  const winners = await page.locator('table tbody tr').evaluateAll((rows) =>
    rows.flatMap((row) => {
      const season = Number.parseInt(row.querySelector('th, td')?.textContent ?? '', 10)
      return [...row.querySelectorAll('li > .font-medium:not(.rounded)')].map((name) => ({ season, name: name.textContent?.trim() ?? '' }))
    }),
  )
  expect(winners.length).toBeGreaterThan(0)
  for (const { season, name } of winners) {
    const [line] = query<{ w: number }>(
      'SELECT MAX(w) AS w FROM (SELECT SUM(s.w) AS w FROM player_season_pitching s JOIN players p ON p.id = s.player_id WHERE p.name_kanji = ? AND s.season = ? GROUP BY s.player_id)',
      name,
      season,
    )
    expect([season, name, (line?.w ?? 0) >= 13]).toEqual([season, name, true])
  }
})

test('voted awards on simulated data: how the site chooses them, and a winner for every season', async ({ page }) => {
  test.skip(dataSource() !== 'sim', 'only the simulated league has voted awards')
  await page.goto('/records/titles/mvp')
  await expect(page.getByRole('heading', { level: 2, name: '当サイトの選出方法' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: '年度別受賞者' })).toBeVisible()
  // A table per league, a row per season in each.
  for (const league of ['セ・リーグ', 'パ・リーグ']) {
    const table = page.getByRole('table', { name: new RegExp(`${league}$`) })
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(query(DATA_SEASONS).length)
  }
})

test('voted awards on real data: the page says the results are not included', async ({ page }) => {
  test.skip(dataSource() !== 'npb', 'the simulated league has voted awards')
  await page.goto('/records/titles/mvp')
  await expect(page.getByRole('heading', { level: 2, name: '当サイトの選出方法' })).toBeVisible()
  await expect(page.getByText('記者投票による表彰の結果が含まれていないため')).toBeVisible()
  await expect(page.getByRole('table')).toHaveCount(0)
})

test('statistical titles state NPB’s rule', async ({ page }) => {
  await page.goto('/records/titles/batting_champion')
  await expect(page.getByRole('heading', { level: 2, name: 'タイトルの条件' })).toBeVisible()
  await expect(page.getByText('規定打席（チーム試合数 × 3.1、四捨五入）以上')).toBeVisible()
})

test('an unknown title type is a 404', async ({ request }) => {
  const response = await request.get('/records/titles/triple_crown')
  expect(response.status()).toBe(404)
})
