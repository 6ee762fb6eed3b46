import { previousSeason } from './database'
import { expect, test } from './fixtures'
import { testFitsPhone } from './phone-fit'

const PATH = '/game-stats/win-probability'

testFitsPhone([PATH, `${PATH}?state=2-7&compare=${previousSeason()}`])

test('the map scrolls inside its box with the half-inning column pinned', async ({ page }) => {
  await page.goto(PATH)
  const table = page.getByRole('table', { name: /の場面でのホームチームの勝利確率（上段）/ })
  const header = table.getByRole('rowheader', { name: '9回裏', exact: true })
  await expect(header).toBeVisible()
  const box = table.locator('xpath=ancestor::*[@data-table-scroll][1]')
  // The map sits below the fold on a phone: bring its box up, then scroll it sideways.
  await box.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await box.evaluate((element) => element.scrollBy({ left: 2000 }))
  await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  const place = await header.boundingBox()
  expect(place?.x ?? -1).toBeGreaterThanOrEqual(0)
  // The last column (+5) is now in view beside the pinned one.
  await expect(table.getByRole('columnheader', { name: 'ホーム5点リード' })).toBeInViewport()
})
