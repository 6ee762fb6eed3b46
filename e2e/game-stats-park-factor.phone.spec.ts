import { previousSeason } from './database'
import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The run-factor chart is drawn after the page (recharts loads lazily): measure the width once it is. */
const chartDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /本拠地球場の複数年得点PF/ })).toBeVisible()
}

testFitsPhone(['/game-stats/park-factor', `/game-stats/park-factor?season=${previousSeason()}&league=pacific&basis=single`], chartDrawn)
