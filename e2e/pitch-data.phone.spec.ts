import { formatStat } from '@/lib/domain/format/stat-format'
import { latestSeason, previousSeason, query } from './database'
import { expect, test, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

const SEASON = latestSeason()

/** The speed charts are drawn after the page (recharts loads lazily): measure the width once they are. */
const chartsDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /の球速分布/ }).first()).toBeVisible()
}

testFitsPhone(
  ['/pitch-data/pitching', '/pitch-data/batting', '/pitch-data/batting?view=zones', `/pitch-data/pitching?season=${previousSeason()}&view=usage&league=central`],
  chartsDrawn,
)

test('the sorted column follows the name at 390 px: 空振り%, the best one on screen without a swipe', async ({ page }) => {
  const [best] = query<{ whiff: number }>(
    `SELECT CAST(SUM(pi.result = 'swinging_strike') AS REAL) / SUM(pi.result IN ('swinging_strike', 'foul', 'in_play')) AS whiff
     FROM games g JOIN plate_appearances pa ON pa.game_id = g.id JOIN pitches pi ON pi.game_id = pa.game_id AND pi.pa_seq = pa.seq
     WHERE g.season = ? AND g.kind IN ('regular', 'interleague')
     GROUP BY pa.pitcher_id, CASE pa.half WHEN 'top' THEN g.home ELSE g.away END HAVING COUNT(*) >= 500 ORDER BY whiff DESC LIMIT 1`,
    SEASON,
  )
  await page.goto('/pitch-data/pitching?sort=whiff&order=desc')
  const header = page.getByRole('columnheader', { name: '空振り%' })
  await expect(header).toBeVisible()
  const cell = await header.evaluate((th: Element) => {
    const left = th.getBoundingClientRect().left
    const cells = [...(th.closest('table')?.querySelector('tbody tr')?.children ?? [])]
    const under = cells.find((candidate) => candidate.checkVisibility() && Math.abs(candidate.getBoundingClientRect().left - left) < 1)
    const box = under?.getBoundingClientRect()
    return { text: under?.textContent?.trim() ?? null, onScreen: box !== undefined && box.left >= 0 && box.right <= window.innerWidth }
  })
  expect(cell).toEqual({ text: formatStat(best?.whiff ?? null, 'percent'), onScreen: true })
})
