import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { championshipChunkFrom } from '@/lib/data/loaders/simulation/championship/championship-chunk'
import { championshipConstantsFrom, type ChampionshipConstants } from '@/lib/data/loaders/simulation/championship/championship-model'
import { seasonScheduleFrom } from '@/lib/data/loaders/simulation/championship/season-schedule'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import { ChampionshipMethod } from './ChampionshipMethod'
import { ChampionshipResults } from './ChampionshipResults'
import { formatOdds } from './odds-format'

let running: ChampionshipChunk | null
let over: ChampionshipChunk | null
let constants: ChampionshipConstants
beforeAll(() => {
  const db = new Database(simDatabasePath(), { readonly: true })
  const schedule = seasonScheduleFrom(db, 2025)
  running = championshipChunkFrom(db, { season: 2025, asOf: schedule?.midpoint ?? '', n: 2_000, seed: 4, chunk: 0 })
  over = championshipChunkFrom(db, { season: 2025, asOf: schedule?.last ?? '', n: 1_000, seed: 4, chunk: 0 })
  constants = championshipConstantsFrom(db)
  db.close()
})

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

test('each league\'s table lists its six clubs with links, and their P(1st) as the counts say', () => {
  if (!running) throw new Error('no 2025 run')
  const html = renderToStaticMarkup(<ChampionshipResults data={running} />)
  expect(html.match(/<table class="data-table/g)).toHaveLength(2)
  for (const league of running.leagues) {
    for (const club of league.clubs) {
      expect(html).toContain(`href="/teams/${club.team}/info"`)
      expect(text(html)).toContain(formatOdds(club.counts.ranks[0] ?? 0, running.seasons))
    }
  }
  expect(text(html)).toContain('2,000シーズンシミュレーションした結果です（シード 4）')
  expect(html).toContain('role="img"')
})

test('after the season the table says the standings are final, and 自力優勝 is not shown', () => {
  if (!over) throw new Error('no 2025 final run')
  const html = renderToStaticMarkup(<ChampionshipResults data={over} />)
  expect(text(html)).toContain('順位は確定しています')
  expect(text(html)).toContain('100.0%')
  expect(text(html)).toContain('優勝')
})

test('a run of several chunks shows its progress', () => {
  if (!running) throw new Error('no 2025 run')
  const html = renderToStaticMarkup(<ChampionshipResults data={{ ...running, n: 200_000, chunks: 10 }} progress={{ done: 1, total: 10 }} />)
  expect(html).toContain('role="progressbar"')
  expect(text(html)).toContain('計算中: 2,000 / 200,000 シーズン')
})

test('the method states the fitted exponent beside 1.72 and 1.83, the regression, the home edge and the backtest', () => {
  const html = renderToStaticMarkup(<ChampionshipMethod season={2025} constants={constants} model={running?.model ?? null} />)
  const words = text(html)
  expect(words).toContain(constants.exponent.exponent.toFixed(3))
  expect(words).toContain('x = 1.72 は RMSE')
  expect(words).toContain('x = 1.83 は RMSE')
  expect(words).toContain(`${constants.regression.games}試合分の .500`)
  expect(words).toContain(constants.homeEdge.rate.toFixed(3))
  expect(words).toContain('ブライアスコア')
  expect(html).toContain('href="/records/season/standings/2025"')
})
