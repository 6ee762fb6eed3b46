import { latestSeason } from './database'
import { expect, test } from './fixtures'
import { testFitsPhone } from './phone-fit'

const SEASON = latestSeason()

testFitsPhone([
  '/analysis/situational',
  `/analysis/situational/pitching/${SEASON}?family=base-out&bases=7&outs=2`,
])

test('on a phone the finder’s selects and the page links are thumb-sized', async ({ page }) => {
  await page.goto(`/analysis/situational/batting/${SEASON}?result=HR`)
  for (const name of ['対象の年度', '走者', 'アウト', '結果']) {
    expect((await page.getByLabel(name, { exact: true }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
  const next = page.getByRole('navigation', { name: '検索結果のページ送り' }).getByRole('link', { name: '次へ' })
  expect((await next.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
})
