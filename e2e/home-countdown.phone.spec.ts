import { expect, test } from './fixtures'
import { testFitsPhone } from './phone-fit'

testFitsPhone(['/', '/records/career/countdown'])

test('a countdown table shows who, how many to go and when without scrolling', async ({ page }) => {
  await page.goto('/records/career/countdown')
  const table = page.getByRole('table').first()
  const width = page.viewportSize()?.width ?? 390
  for (const name of ['選手', 'あと', '到達見込み']) {
    const box = await table.getByRole('columnheader', { name, exact: true }).boundingBox()
    expect((box?.x ?? width) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
  }
})
