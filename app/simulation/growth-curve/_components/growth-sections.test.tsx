import Database from 'better-sqlite3'
import { renderToStaticMarkup } from 'react-dom/server'
import { PlayerPicker } from '@/app/simulation/_components/PlayerPicker'
import type { Db } from '@/lib/data/db'
import { agingCurvesFrom } from '@/lib/data/loaders/simulation/growth-curve/get-aging-curves'
import { playerGrowthFrom } from '@/lib/data/loaders/simulation/growth-curve/get-player-growth'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { AgingCurvesBody } from './AgingCurvesBody'
import { GrowthMethod } from './GrowthMethod'
import { growthHref, parseGrowthQuery } from './growth-query'
import { PlayerGrowthSection } from './PlayerGrowthSection'

let db: Db
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

/** Each body row's cells as text, the row header first, for the table at `index`. */
const bodyRows = (html: string, index = 0) => {
  const body = html.split('<tbody').slice(1)[index] ?? ''
  return [...body.slice(0, body.indexOf('</tbody>')).matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) => [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '')))
}

test('the league table has a row per age with its pairs, thin ages marked ※', () => {
  const curves = agingCurvesFrom(db, 'batting')
  const rows = bodyRows(renderToStaticMarkup(<AgingCurvesBody curves={curves} />))
  expect(rows.map((row) => [row[0], row[1]])).toEqual(curves.points.map((p) => [`${p.age}歳${p.thin ? '※' : ''}`, String(p.pairs)]))
})

test('a batter\'s view: his name links to his page, one career row per season, the 2026 projection', () => {
  const id = db.prepare<[], { id: string }>("SELECT player_id AS id FROM player_season_batting WHERE season = 2025 ORDER BY pa DESC, player_id LIMIT 1").get()?.id ?? ''
  const growth = playerGrowthFrom(db, id, null)
  expect(growth).not.toBeNull()
  if (!growth) return
  const html = renderToStaticMarkup(<PlayerGrowthSection growth={growth} />)
  expect(html).toContain(`href="/players/${id}/career-batting/2025"`)
  expect(html).toContain('2026年の予測（Marcel法）')
  // Tables: the projection's metrics, its line, then the career.
  expect(bodyRows(html, 2).map((row) => row[0])).toEqual(growth.seasons.map((s) => `${s.season}年`))
  expect(bodyRows(html, 0).map((row) => row[0])).toEqual(['wOBA', 'ISO', 'K%', 'BB%'])
})

test('the method states the backtest measured on the database', () => {
  const batting = agingCurvesFrom(db, 'batting').backtest
  const html = renderToStaticMarkup(<GrowthMethod batting={batting} pitching={agingCurvesFrom(db, 'pitching').backtest} />)
  expect(html).toContain('打者のwOBA誤差（RMSE）')
  expect(html).toContain(`延べ${batting.players}人`)
})

test('the picker lists candidates as links, or says nobody matches', () => {
  const candidate = { id: '10000001', name: '川口 悠也', kana: 'かわぐち ゆうや', team: 'g', role: '投手', seasons: '2016–2025' }
  const listed = renderToStaticMarkup(<PlayerPicker label="選手名で探す" queryParam="q" query="川口" candidates={[candidate]} selected={null} hrefFor={(id) => growthHref({ player: id })} />)
  expect(listed).toContain('href="/simulation/growth-curve?player=10000001"')
  expect(listed).toContain('巨人 · 投手 · 2016–2025')
  const none = renderToStaticMarkup(<PlayerPicker label="選手名で探す" queryParam="q" query="zzz" candidates={[]} selected={candidate} hrefFor={(id) => id} hidden={{ player: '10000001' }} />)
  expect(none).toContain('該当する選手がいません')
  expect(none).toContain('name="player" value="10000001"')
  expect(none).toContain('href="/players/10000001/career-pitching/2025"')
})

test('bad query values fall back; the address keeps only what differs from the default', () => {
  expect(parseGrowthQuery({ player: '<script>', role: 'fielding', q: ['  山田   太郎 ', 'x'] })).toEqual({ player: null, role: null, q: '山田 太郎' })
  expect(growthHref({ role: 'batting' })).toBe('/simulation/growth-curve')
  expect(growthHref({ role: 'pitching' })).toBe('/simulation/growth-curve?role=pitching')
  expect(growthHref({ player: '123', role: 'pitching' })).toBe('/simulation/growth-curve?player=123&role=pitching')
})
