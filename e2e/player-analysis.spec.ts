import { PITCH_TYPE_LABELS, type PitchType } from '@/lib/domain/events'
import { trackConsoleErrors } from './console-errors'
import { expect, test } from './fixtures'
import { BATTER, mostUsedType, PITCHER, playerName, SEASON } from './player-analysis-data'

const label = (type: string) => PITCH_TYPE_LABELS[type as PitchType]
const count = (n: number) => n.toLocaleString('ja-JP')

for (const [kind, playerId, side] of [['pitch-analysis', PITCHER, 'pitching'], ['batting-analysis', BATTER, 'batting']] as const) {
  test(`${kind} 詳細: one heading, and the most-used pitch type from the database first in the arsenal with its pitch count`, async ({ page }) => {
    const errors = trackConsoleErrors(page)
    const top = mostUsedType(playerId, side)
    const response = await page.goto(`/players/${playerId}/${kind}/${SEASON}/details`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toContainText(playerName(playerId))
    await expect(page).toHaveTitle(new RegExp(`${SEASON}年 ${side === 'pitching' ? '投球分析' : '打席分析'}（詳細）`))
    // The season's summary strip heads the analysis as it does the stat views.
    await expect(page.getByRole('region', { name: `${SEASON}年の成績の要約` })).toContainText(side === 'pitching' ? '防御率' : '打率')
    const first = page.getByRole('table', { name: /球種別/ }).locator('tbody tr').first()
    await expect(first.locator('th')).toHaveText(label(top.type))
    await expect(first.locator('td').first()).toHaveText(count(top.n))
    await expect(page.getByRole('img', { name: /打球方向/ })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('the analysis tabs are links that change the URL, and the season pills keep the tab', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto(`/players/${PITCHER}/pitch-analysis/${SEASON}/details`)
  const tabs = page.getByRole('navigation', { name: '分析の種類' })
  await tabs.getByRole('link', { name: 'カウント別' }).click()
  await expect(page).toHaveURL(new RegExp(`/pitch-analysis/${SEASON}/count$`))
  await expect(page.getByRole('heading', { name: 'カウント別の結果' })).toBeVisible()
  await page.getByRole('navigation', { name: '分析の種類' }).getByRole('link', { name: '球種別' }).click()
  await expect(page).toHaveURL(new RegExp(`/pitch-analysis/${SEASON}/pitch-type$`))
  await expect(page.getByRole('heading', { name: '打者の左右別' })).toBeVisible()
  const pills = page.getByRole('navigation', { name: '年度' }).getByRole('link')
  for (const href of await pills.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/\/pitch-type$/)
  expect(errors).toEqual([])
})

test('a metric header’s ? opens its glossary entry: CSW% for a pitcher, 得点価値/100球 (batter’s side) for a batter', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  await page.goto(`/players/${PITCHER}/pitch-analysis/${SEASON}/details`)
  await page.getByRole('table', { name: /球種別/ }).getByRole('link', { name: '見逃し・空振りストライク率の説明' }).click()
  await expect(page).toHaveURL('/columns/glossary#csw_pct')
  await expect(page.getByRole('heading', { name: /見逃し・空振りストライク率/ })).toBeInViewport()
  await page.goto(`/players/${BATTER}/batting-analysis/${SEASON}/details`)
  await expect(page.getByRole('table', { name: /球種別/ }).getByRole('link', { name: '得点価値/100球（打者）の説明' })).toHaveAttribute('href', '/columns/glossary#rv_per_100')
  expect(errors).toEqual([])
})

test('the zone tab: ?type= picks the grid, named in its label; a bad type falls back to all pitches', async ({ page }) => {
  const errors = trackConsoleErrors(page)
  const top = mostUsedType(PITCHER, 'pitching')
  await page.goto(`/players/${PITCHER}/pitch-analysis/${SEASON}/zone`)
  await expect(page.getByRole('img', { name: /全球種のコース別投球割合/ })).toBeVisible()
  await page.getByRole('navigation', { name: '球種' }).getByRole('link', { name: label(top.type), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/zone\\?type=${top.type}$`))
  await expect(page.getByRole('img', { name: new RegExp(`${label(top.type)}のコース別投球割合`) })).toBeVisible()
  await page.getByRole('navigation', { name: '指標' }).getByRole('link', { name: '空振り率' }).click()
  await expect(page).toHaveURL(new RegExp(`type=${top.type}&metric=whiff$`))
  await expect(page.getByRole('img', { name: new RegExp(`${label(top.type)}のコース別空振り率`) })).toBeVisible()
  await page.goto(`/players/${BATTER}/batting-analysis/${SEASON}/zone?type=ZZ&metric=share`)
  await expect(page.getByRole('img', { name: /全球種のコース別スイング率/ })).toBeVisible()
  expect(errors).toEqual([])
})

test('a bad tab, a season outside the data and an unknown player are 404s with the not-found page', async ({ page }) => {
  expect((await page.goto(`/players/${PITCHER}/pitch-analysis/${SEASON}/spin`))?.status()).toBe(404)
  expect((await page.goto(`/players/${PITCHER}/pitch-analysis/1990/details`))?.status()).toBe(404)
  expect((await page.goto(`/players/9999999999/pitch-analysis/${SEASON}/details`))?.status()).toBe(404)
  await expect(page).toHaveTitle(/ページが見つかりません/)
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/)
})
