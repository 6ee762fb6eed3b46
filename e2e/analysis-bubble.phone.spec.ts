import { previousSeason } from './database'
import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The chart is drawn after the page (recharts loads lazily): measure the width once it is. */
const chartDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /のバブルチャート/ })).toBeVisible()
}

testFitsPhone(
  ['/analysis/bubble-chart/players/batting', `/analysis/bubble-chart/players/pitching?season=${previousSeason()}&qual=all`, '/analysis/bubble-chart/teams/batting?league=pacific'],
  chartDrawn,
)
