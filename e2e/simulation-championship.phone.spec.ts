import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The history chart is drawn after the page (a second request, recharts loads lazily): measure the width once it is. */
const chartDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /パ・リーグの優勝確率の推移/ })).toBeVisible({ timeout: 20_000 })
}

testFitsPhone(['/simulation/championship', '/simulation/championship?n=1000&seed=5'], chartDrawn)
