import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The trend chart is drawn after the page (recharts loads lazily): measure the width once it is. */
const chartDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /得点期待値の推移/ })).toBeVisible()
}

testFitsPhone(['/game-stats/run-expectancy', '/game-stats/run-expectancy?league=pacific&state=1-5&inning=9&half=bottom&lead=-1'], chartDrawn)
