import { latestSeason, previousSeason, queryOne } from './database'
import { expect, test } from './fixtures'
import { testFitsPhone } from './phone-fit'
import { formatRate3 } from '@/lib/domain/format/numbers'

const SEASON = latestSeason()

testFitsPhone([
  '/stats/batting',
  '/stats/pitching?preset=pitch',
  '/stats/batting?qualified=false&per=all',
  `/stats/pitching?season=${previousSeason()}&through=${SEASON}&hand=L&risp=1&cols=outs,so,era,fip,k_bb_pct,babip,gb_pct`,
])

test('on a phone the sort column stands right after the name, rank and club, and the controls are thumb-sized', async ({ page }) => {
  const top = queryOne<{ name: string; avg: number }>(
    `SELECT p.name_kanji AS name, s.avg FROM player_season_batting s JOIN players p ON p.id = s.player_id
     WHERE s.season = ? AND s.qualified = 1 ORDER BY s.avg IS NULL, s.avg DESC, s.pa DESC, s.player_id, s.team LIMIT 1`,
    SEASON,
  )
  await page.goto('/stats/batting')
  const first = page.locator('[data-table-scroll] tbody tr').first()
  await expect(first.locator('th')).toHaveText(top.name)
  const shown = await first.locator('td').evaluateAll((cells) => cells.filter((cell) => cell.checkVisibility()).map((cell) => cell.textContent?.trim() ?? ''))
  expect(shown.slice(0, 3)).toEqual(['1', expect.any(String), formatRate3(top.avg)])
  for (const name of ['年度', 'リーグ', '球団', '守備位置']) {
    expect((await page.getByLabel(name, { exact: true }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
  }
})
