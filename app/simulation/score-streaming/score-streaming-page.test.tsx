import { renderToString } from 'react-dom/server'
import { simDatabasePath } from '@/lib/data/testing/sim-database'

const kB = (text: string) => Buffer.byteLength(text) / 1024

/** The page as a server renders it from the simulated 2024–2025 league. */
async function page(query: Record<string, string>) {
  process.env.NPB_DB_PATH = simDatabasePath()
  const { default: ScoreStreamingSimulationPage } = await import('./page')
  return renderToString(await ScoreStreamingSimulationPage({ searchParams: Promise.resolve(query) }))
}

const hrefs = (html: string, prefix: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '').filter((href) => href.startsWith(prefix))

test('a bare visit: one h1, the form, both lineups with player links, an empty scoreboard, the method; no game is played on the server', async () => {
  const html = await page({})
  expect(html.match(/<h1/g)).toHaveLength(1)
  expect(html).toContain('スコア速報シミュレーション')
  expect(html).toContain('aria-label="試合の条件"')
  expect(html).toContain('阪神 対 巨人（東京ドーム）')
  expect(html).toContain('試合開始')
  expect(html).toContain('id="method"')
  // Nine batters and a starter per club, each a player link; the pitcher bats ninth without the DH.
  expect(hrefs(html, '/players/').length).toBeGreaterThanOrEqual(20)
  expect(html).not.toContain('試合終了')
  expect(kB(html)).toBeLessThan(150)
})

test('a Pacific League home club uses the DH; a neutral park and a chosen seed show', async () => {
  const html = await page({ away: 'l', home: 'h', park: 'neutral', seed: '7' })
  expect(html).toContain('西武 対 ソフトバンク（中立球場）')
  expect(html).toContain('指名打者（DH）を使います')
  expect(html).toContain('シード7の試合')
})

test('bad values fall back with a sentence each, never an error', async () => {
  const html = await page({ away: 'zz', home: 'g', seed: 'abc', speed: '4', park: 'moon', homeStarter: 'nobody' })
  expect(html).toContain('ビジターの球団の指定が正しくないため、阪神にしました。')
  expect(html).toContain('シードは1〜')
  expect(html).toContain('速度は1・2・5・10・最速から選べます。')
  expect(html).toContain('球場の指定が正しくないため')
  expect(html).toContain('先発に指定された投手（ID: nobody）は巨人の2025年の先発ローテーションにいないため')
  expect(await page({ away: 'g', home: 'g' })).toContain('同じ球団どうしは対戦できないため')
})

test('a season the data does not hold shows the latest and says so', async () => {
  expect(await page({ season: '2016' })).toContain('2016年のデータはないため、2025年を表示しています。')
})
