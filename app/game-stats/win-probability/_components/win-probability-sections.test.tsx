import { renderToStaticMarkup } from 'react-dom/server'
import { winProbabilityFactsFrom } from '@/lib/data/loaders/game-stats/win-probability/get-win-probability-facts'
import { winProbabilityMapFrom } from '@/lib/data/loaders/game-stats/win-probability/get-win-probability-map'
import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { formatPercent } from '@/lib/domain/format/numbers'
import { formatChance } from '@/lib/domain/game-stats/win-probability-percent'
import type { WinProbabilityMap } from '@/lib/schemas/win-probability'
import { DifferenceSection } from './DifferenceSection'
import { mapHeatRows } from './heat-rows'
import { TieFacts } from './TieFacts'
import { WinProbabilityMapSection } from './WinProbabilityMapSection'

const START = { outs: 0 as const, bases: 0 }
const mapOf = (season: number, outs = 0, bases = 0): WinProbabilityMap => {
  const map = read((db) => winProbabilityMapFrom(db, season, outs, bases))
  if (!map) throw new Error(`the simulated ${season} season has a model`)
  return map
}

/** Each body row's cells as text, the row header first. */
const bodyRows = (html: string) =>
  [...html.slice(html.indexOf('<tbody')).matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) => [...(row[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, '|')))

test('cells: P(win) over P(tie); a home lead in the bottom of the 9th has ended the game, one in the top of the 1st cannot be', () => {
  const map = mapOf(2025)
  const rows = mapHeatRows(map)
  const ninth = map.rows[17]
  expect(rows[17]?.label).toBe('9回裏')
  expect(rows[17]?.cells[5]).toMatchObject({ text: formatChance(ninth?.cells[5]?.win ?? 0), sub: `分 ${formatChance(ninth?.cells[5]?.tie ?? 0)}` })
  expect(rows[17]?.cells[6]?.text).toBe('終了')
  expect(rows[0]?.cells[6]?.text).toBe('-')
  expect(rows[1]?.cells[6]?.text).not.toBe('-')
})

test('the map renders as a 24 × 11 table with the reading guide’s example from the same cell, in under 25 kB of HTML', () => {
  const map = mapOf(2025)
  const html = renderToStaticMarkup(<WinProbabilityMapSection map={map} state={START} />)
  const rows = bodyRows(html)
  expect(rows).toHaveLength(24)
  for (const row of rows) expect(row).toHaveLength(12)
  const cell = map.rows[17]?.cells[5]
  expect(rows[17]?.[0]).toBe('9回裏')
  expect(rows[17]?.[6]).toBe(`${formatChance(cell?.win ?? 0)}\n分 ${formatChance(cell?.tie ?? 0)}`)
  expect(html).toContain(`9回裏・同点・無死走者なしの場面からホームチームが勝つ確率は${formatChance(cell?.win ?? 0)}`)
  expect(html).toContain('scope="col"')
  expect(html).toContain('<caption')
  expect(Buffer.byteLength(html)).toBeLessThan(25_000)
})

test('compare: each cell the change in points, with the other season under it', () => {
  const [map, other] = [mapOf(2025, 1, 3), mapOf(2024, 1, 3)]
  const html = renderToStaticMarkup(<DifferenceSection map={map} compare={2024} other={other} state={{ outs: 1, bases: 3 }} />)
  expect(html).toContain('2025年と2024年の比較（一死一・二塁）')
  const cell = bodyRows(html)[10]?.[6]
  const [now, then] = [map.rows[10]?.cells[5]?.win ?? 0, other.rows[10]?.cells[5]?.win ?? 0]
  const points = Math.round((now - then) * 1000) / 10
  expect(cell?.split('\n')[1]).toBe(formatChance(then))
  expect(Number(cell?.split('\n')[0])).toBeCloseTo(points, 1)
  expect(renderToStaticMarkup(<DifferenceSection map={map} compare={2016} other={null} state={START} />)).toContain('2016年は打席ごとの記録がない')
})

test('tie facts: the season’s games beside the model and NPB’s usual 10 % and 2 %', () => {
  const facts = read((db) => winProbabilityFactsFrom(db, 2025))
  if (!facts) throw new Error('the simulated 2025 season has facts')
  const html = renderToStaticMarkup(<TieFacts facts={facts} />)
  expect(html).toContain(`${formatPercent(facts.ended_tied / facts.games)}（${facts.ended_tied}/${facts.games}試合）`)
  expect(html).toContain(formatPercent(facts.tie_at_first_pitch))
  expect(html).toContain(formatPercent(facts.tie_at_first_pitch / facts.tie_at_extra_start))
  expect(html).toContain('約10%')
})
