import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The race arrives after the page (fetched from the API): measure the width once its controls are live. */
const raceDrawn = async (page: Page) => {
  await expect(page.getByRole('slider', { name: '日付' })).toBeEnabled()
}

testFitsPhone(['/analysis/chart-race/pitching', '/analysis/chart-race/batting?stat=h&league=central'], raceDrawn)
