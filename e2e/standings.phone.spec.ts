import { latestSeason } from './database'
import { expect, test } from './fixtures'
import { pageOverflow, testFitsPhone } from './phone-fit'

const SEASON = latestSeason()

testFitsPhone([`/records/season/standings/${SEASON}`, `/records/season/standings/${SEASON}/central`, `/records/season/trends/${SEASON}`])

test('the standings table scrolls inside its box with rank and club pinned', async ({ page }) => {
  await page.goto(`/records/season/standings/${SEASON}`)
  const table = page.getByRole('table', { name: 'セ・リーグ 順位表' })
  const scroller = table.locator('xpath=..')
  const canScroll = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)
  expect(canScroll).toBe(true)
  const club = table.getByRole('rowheader').first()
  const lastColumn = table.getByRole('columnheader', { name: '残り' })
  const before = { club: await club.boundingBox(), last: await lastColumn.boundingBox() }
  await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
  await expect.poll(async () => (await lastColumn.boundingBox())?.x).toBeLessThan(before.last?.x ?? 0)
  expect((await club.boundingBox())?.x).toBeCloseTo(before.club?.x ?? -1, 0)
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
})
