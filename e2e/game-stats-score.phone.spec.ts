import { previousSeason } from './database'
import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

/** The charts are drawn after the page (recharts loads lazily): measure the width once they are. */
const chartsDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /得点ごとの球団試合の割合|の月別/ }).first()).toBeVisible()
}

testFitsPhone(['/game-stats/score-distribution', `/game-stats/score-distribution?league=central&vs=${previousSeason()}`, '/game-stats/score-trend', '/game-stats/score-trend?league=pacific&metric=k'], chartsDrawn)
