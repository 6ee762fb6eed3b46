import { renderToStaticMarkup } from 'react-dom/server'
import { readSimDatabase, simDatabasePath } from '@/lib/data/testing/sim-database'
import type { SearchParams } from '@/app/game-stats/_components/game-stats-query'

type Page = (props: { searchParams: Promise<SearchParams> }) => Promise<React.ReactElement>

let page: Page
beforeAll(async () => {
  process.env.NPB_DB_PATH = simDatabasePath()
  page = (await import('./page')).default as Page
})
afterAll(() => {
  delete process.env.NPB_DB_PATH
})

const render = async (params: SearchParams) => renderToStaticMarkup(await page({ searchParams: Promise.resolve(params) }))
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

/** The pair that met most often in the simulated league, and their names, read from the data. */
const pair = readSimDatabase((db) =>
  db
    .prepare<[], { batter: string; pitcher: string; n: number; batter_name: string; pitcher_name: string }>(
      `SELECT p.batter_id AS batter, p.pitcher_id AS pitcher, COUNT(*) AS n, b.name_kanji AS batter_name, t.name_kanji AS pitcher_name
       FROM plate_appearances p JOIN players b ON b.id = p.batter_id JOIN players t ON t.id = p.pitcher_id GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
    )
    .get(),
)

test('a picked pair: both names, the five sections, probabilities to 100.0%, the head-to-head PAs with game links', async () => {
  const html = await render({ batter: pair?.batter, pitcher: pair?.pitcher, n: '2000', seed: '3' })
  const words = text(html)
  expect(words).toContain(pair?.batter_name)
  expect(words).toContain(pair?.pitcher_name)
  for (const title of ['対戦条件', '1打席あたりの結果確率', 'シミュレーション結果', '実際の対戦成績', '計算方法']) expect(html).toContain(`>${title}</h2>`)
  expect(words).toContain('2,000打席を乱数で引いた結果です（シード 3）')
  expect(html).toContain('>100.0%<')
  expect(html).toContain(`data-stat="pa">${pair?.n}<`)
  expect(html.match(/href="\/games\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(Math.min(pair?.n ?? 0, 200))
})

test('no players: the example pairing of the latest season, never an empty page', async () => {
  const words = text(await render({}))
  expect(words).toContain('例として2025年に最も多く対戦した打者と投手')
  expect(words).toContain('1打席あたりの結果確率')
})

test('an unknown batter says so in the form; a bad season, park, N or seed falls back with a note', async () => {
  const unknown = await render({ batter: '99999999', pitcher: pair?.pitcher })
  expect(text(unknown)).toContain('打者ID「99999999」の選手は見つかりません')
  expect(unknown).not.toContain('>シミュレーション結果</h2>')
  const fallback = text(await render({ batter: pair?.batter, pitcher: pair?.pitcher, season: '1999', park: '999', n: '5', seed: 'x' }))
  expect(fallback).toContain('1999年のデータはないため')
  expect(fallback).toContain('100打席を乱数で引いた結果です（シード 20261126）')
})

test('a search lists the players whose names hold it, as links that pick them', async () => {
  const part = pair?.batter_name.slice(0, 2) ?? ''
  const html = await render({ bq: part, pitcher: pair?.pitcher })
  expect(html).toContain('aria-label="検索結果"')
  expect(html).toContain(`batter=${pair?.batter}`)
})
