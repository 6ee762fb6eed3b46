import { previousSeason } from './database'
import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

const PATH = '/game-stats/win-probability-model'

/** The calibration chart is drawn after the page (recharts loads lazily): measure the width once it is. */
const chartDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /予測WE（5%刻み）/ })).toBeVisible()
}

testFitsPhone([PATH, `${PATH}?season=${previousSeason()}&inning=12&half=bottom&outs=2&bases=7&diff=-15`], chartDrawn)
