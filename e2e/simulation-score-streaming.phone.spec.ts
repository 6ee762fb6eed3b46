import { expect, type Page } from './fixtures'
import { testFitsPhone } from './phone-fit'

const PATH = '/simulation/score-streaming'

/** A finished twelve-slot line score is the widest the player gets: skip to the end, then measure. */
const finished = async (page: Page, path: string) => {
  if (!path.includes('seed=')) return
  await page.getByRole('button', { name: '最後までスキップ' }).click()
  await expect(page.getByText(/^試合終了 /)).toBeVisible({ timeout: 20_000 })
}

testFitsPhone([PATH, `${PATH}?away=l&home=h&park=neutral&seed=12`], finished)
