import { dataSource, latestSeason } from './database'
import { expect, test, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The charts are drawn after the page (recharts loads lazily): measure the width once the first is. */
const chartDrawn = async (page: Page, path: string) => {
  await expect(page.getByRole('img', { name: path.startsWith('/analysis/draft') ? /順位別の一軍到達率/ : /散布図/ })).toBeVisible()
}

// Imported npb.jp data has no positions or drafts to chart: those pages are one line, with nothing to measure.
test.skip(dataSource() !== 'sim', 'the simulated league records positions and drafts')

testFitsPhone(['/analysis/position-correlation', `/analysis/position-correlation/fielding/${latestSeason()}/g?pos=SS`, '/analysis/draft'], chartDrawn)
