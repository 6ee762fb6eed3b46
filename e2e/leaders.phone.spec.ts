import { latestSeason } from './database'
import { expect, test } from './fixtures'
import { testFitsPhone } from './phone-fit'

const SEASON = latestSeason()
const BATTING = '/leaders/batting/atbat'
const PITCHING = '/leaders/pitching/atbat'

testFitsPhone([BATTING, `${PITCHING}?hand=L&risp=1&top=20`, `${BATTING}?season=${SEASON - 1}&league=central&month=8&count=two-strikes`, `${PITCHING}?to=${SEASON}-06-30`])

test('every pill, the date field and its button are 44 px tap targets; the split rows scroll inside themselves', async ({ page }) => {
  await page.goto(`${BATTING}?hand=L`)
  const controls = page.locator('main nav a, main form input:not([type=hidden]), main form button')
  await expect(controls.first()).toBeVisible()
  const small = await controls.evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility() && !element.closest('header, footer'))
      .map((element) => ({ text: (element.textContent ?? '').trim() || element.getAttribute('name') || '', box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
  )
  expect(small).toEqual([])
  const counts = page.getByRole('navigation', { name: 'カウント（打席終了時）' }).getByRole('list')
  // Seven pills are wider than the phone: the row scrolls sideways, the page does not.
  expect(await counts.evaluate((list) => [getComputedStyle(list).overflowX, list.scrollWidth > list.clientWidth])).toEqual(['auto', true])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
})

test('a card stacks its two leagues on a phone; a name is a whole-cell tap target', async ({ page }) => {
  await page.goto(BATTING)
  const card = page.getByRole('region', { name: /^打率/ })
  const central = await card.getByRole('table', { name: 'セ・リーグ 打率' }).boundingBox()
  const pacific = await card.getByRole('table', { name: 'パ・リーグ 打率' }).boundingBox()
  expect(pacific?.y ?? 0).toBeGreaterThan((central?.y ?? 0) + (central?.height ?? 0) - 1)
  const name = card.getByRole('table', { name: 'セ・リーグ 打率' }).locator('tbody tr').first().locator('th')
  expect((await name.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(43.5)
})
