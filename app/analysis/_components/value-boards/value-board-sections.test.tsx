import { renderToStaticMarkup } from 'react-dom/server'
import { valueBoardFrom } from '@/lib/data/loaders/analysis/value-boards/get-value-board'
import { openSimWithValueLines } from '@/lib/data/loaders/analysis/value-boards/sim-with-value-lines'
import { formatSigned } from '@/lib/domain/format/numbers'
import type { ValueBoardView } from '@/lib/schemas/value-boards'
import { describeValueBoard } from './describe-value-board'
import { LwtsWeightsTable } from './LwtsWeightsTable'
import { TopPlaysTable } from './TopPlaysTable'
import { valueBoardCsv, valueBoardViewModel } from './value-board-view'
import { ValueBoardSection } from './ValueBoardSection'

const query = { season: 2025, league: 'npb' as const, qualified: true, sort: null, order: 'desc' as const, page: 1 }
let wpa: ValueBoardView | null
let everyone: ValueBoardView | null
let lwts: ValueBoardView | null
beforeAll(() => {
  const sim = openSimWithValueLines()
  wpa = valueBoardFrom(sim.db, { ...query, board: 'wpa', side: 'batting' })
  everyone = valueBoardFrom(sim.db, { ...query, board: 'wpa', side: 'pitching', qualified: false })
  lwts = valueBoardFrom(sim.db, { ...query, league: 'central', board: 'lwts', side: 'batting' })
  sim.close()
})

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

test('the board: the qualifier in words, the leader first with his WPA, re-sorting headers and the CSV of the view', () => {
  const html = renderToStaticMarkup(<ValueBoardSection board="wpa" side="batting" query={query} latest={2025} data={wpa} />)
  const leader = wpa?.rows[0]
  expect(text(html)).toContain(`規定打席以上（${wpa?.qualifier?.max}打席）`)
  expect(text(html)).toContain(`${leader?.name}`)
  expect(text(html)).toContain(formatSigned(leader?.wpa ?? null, 2))
  expect(html).toContain('href="/analysis/wpa/batting?sort=clutch"')
  expect(html).toContain('href="/analysis/wpa/batting?sort=wpa&amp;order=asc"')
  expect(html).toContain('href="/api/analysis/wpa/batting/csv?season=2025"')
  expect(html).toContain('href="/analysis/wpa/batting?qualified=false"')
  expect(html).toContain('aria-sort="descending"')
})

test('every player, a hundred to a page, with page links; SD and MD for pitchers', () => {
  const html = renderToStaticMarkup(<ValueBoardSection board="wpa" side="pitching" query={{ ...query, qualified: false, page: 2 }} latest={2025} data={everyone} />)
  expect(text(html)).toContain(`全選手（${everyone?.total}人）`)
  expect(html).toContain('href="/analysis/wpa/pitching?qualified=false"')
  expect(text(html)).toMatch(/101〜\d+人目/)
  expect(text(html)).toContain('SD')
  expect(text(html)).toContain('シャットダウン：WPA +0.06 以上の救援登板')
})

test('a season without a board says so in one line, with a way back', () => {
  const html = renderToStaticMarkup(<ValueBoardSection board="re24" side="pitching" query={{ ...query, season: 2016 }} latest={2025} data={null} />)
  expect(text(html)).toContain('2016年のNPBは、RE24を求めるレギュラーシーズンの打席記録がありません。')
  expect(html).toContain('href="/analysis/re24/pitching"')
})

test('the CSV is the view: every row in the table’s order, printed by the same columns', () => {
  const model = valueBoardViewModel('wpa', 'pitching', { sort: 'meltdowns', order: 'desc', page: 2 }, everyone?.rows ?? [])
  const [header, ...lines] = valueBoardCsv(model, null).slice(1).trimEnd().split('\r\n')
  expect(header).toBe(['選手', '球団', ...model.columns.map((column) => column.label)].join(','))
  expect(lines).toHaveLength(everyone?.rows.length ?? -1)
  expect(lines[0]?.split(',').slice(2)).toEqual(model.columns.map((column) => column.print(model.rows[0] ?? (everyone?.rows[0] as never))))
})

test('the top plays link their games and players and show the win expectancy moved; the LWTS weights show the mean', () => {
  const plays = renderToStaticMarkup(<TopPlaysTable plays={wpa?.top_plays ?? []} board="wpa" side="batting" season={2025} caption="上位" />)
  const best = wpa?.top_plays[0]
  expect(plays).toContain(`href="/games/${best?.game_id}"`)
  expect(text(plays)).toContain(formatSigned(best?.value ?? null, 3))
  const weights = renderToStaticMarkup(<LwtsWeightsTable weights={lwts?.weights ?? []} mean={lwts?.mean_weight ?? null} season={2025} league="central" side="batting" latest={2025} />)
  expect(text(weights)).toContain(`は ${formatSigned(lwts?.mean_weight ?? null, 4)}`)
  expect(weights).toContain('href="/game-stats/run-value?league=central"')
})

test('title, canonical and Dataset: the latest NPB view is the bare path; the CSV is the Dataset’s download', () => {
  const latest = describeValueBoard('wpa', 'batting', { season: 2025, league: 'npb' }, 2025)
  expect([latest.title, latest.path]).toEqual(['WPA（打者）', '/analysis/wpa/batting'])
  const other = describeValueBoard('lwts', 'pitching', { season: 2024, league: 'pacific' }, 2025)
  expect([other.title, other.path]).toEqual(['2024年 パ・リーグ LWTS（投手）', '/analysis/lwts/pitching?season=2024&league=pacific'])
  expect(JSON.stringify(other.structuredData)).toContain('/api/analysis/lwts/pitching/csv?season=2024&league=pacific')
})
