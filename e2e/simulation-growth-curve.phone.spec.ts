import { latestSeason, queryOne } from './database'
import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

const PATH = '/simulation/growth-curve'

/** A batter of the latest season with the most PA: his view has four charts and two wide tables. */
const { id } = queryOne<{ id: string }>('SELECT player_id AS id FROM player_season_batting WHERE season = ? GROUP BY player_id ORDER BY SUM(pa) DESC, player_id LIMIT 1', latestSeason())

/** The charts are drawn after the page (recharts loads lazily): measure the width once they are. */
const chartsDrawn = async (page: Page) => {
  await expect(page.getByRole('img', { name: /エイジングカーブ|推移/ }).first()).toBeVisible()
}

testFitsPhone([PATH, `${PATH}?player=${id}`, `${PATH}?role=pitching`], chartsDrawn)
