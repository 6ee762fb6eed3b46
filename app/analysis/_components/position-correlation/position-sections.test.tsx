import { renderToStaticMarkup } from 'react-dom/server'
import { pooledCorrelationFrom, positionCorrelationFrom } from '@/lib/data/loaders/analysis/position-correlation/get-position-correlation'
import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { PositionBattingView, PositionCorrelationView, PositionFieldingView } from '@/lib/schemas/position-correlation'
import { describePositionPage } from './describe-position-page'
import type { PositionPage } from './load-position-page'
import { PositionCorrelationContent } from './PositionCorrelationContent'
import type { PositionView } from './position-view-href'

const SEASON = 2025
const { batting, fielding, pooled } = readSimDatabase((db) => ({
  batting: positionCorrelationFrom(db, 'batting', SEASON) as PositionBattingView | null,
  fielding: positionCorrelationFrom(db, 'fielding', SEASON) as PositionFieldingView | null,
  pooled: pooledCorrelationFrom(db, 'batting'),
}))

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

function render(view: PositionView, data: PositionCorrelationView | null, scatter: PositionPage['scatter'] = null) {
  if (!data) throw new Error('no view')
  const loaded: PositionPage = { view, latest: SEASON, seasons: [SEASON, SEASON - 1], data, pooled: data.mode === 'batting' ? pooled : null, scatter, page: describePositionPage(view, SEASON) }
  return renderToStaticMarkup(<PositionCorrelationContent loaded={loaded} />)
}

test('batting, all clubs: each position’s line, the clubs’ heat map, both correlation matrices, the scatter table and the method', () => {
  const html = render({ mode: 'batting', season: SEASON, team: 'all' }, batting)
  const shortstops = batting?.league.find((line) => line.position === 'SS')
  // On phones wRC+ moves next to the position: the row prints it twice, first as the phone's lead column.
  const wrcPlus = formatStat(shortstops?.wrc_plus ?? null, 'integer')
  expect(text(html)).toContain(`遊撃手 ${wrcPlus} ${formatStat(shortstops?.pa ?? null, 'count')} ${formatStat(shortstops?.avg ?? null, 'rate3')}`)
  expect(html.match(/href="\/teams\/[a-z]+\/info"/g)?.length).toBeGreaterThanOrEqual(24)
  const catcherRuns = batting?.correlation.find((row) => row.position === 'C')?.cells[0]?.r ?? null
  expect(text(html)).toContain(`捕手 ${formatSigned(catcherRuns, 2)}`)
  expect(text(html)).toContain(`（全年度の${12 * pooled.seasons.length}球団・年）`)
  expect(html).toContain('初期表示は、全球団が毎試合使う守備位置のうち、この年度に得点との相関がいちばん強いポジションです。')
  expect(html).toContain('href="/analysis/position-correlation/fielding/2025/all"')
  expect(html).toContain('href="/analysis/position-correlation?pos=DH"')
  expect(html).toContain('id="method"')
})

test('one club: its own lines beside the twelve clubs’ wRC+, its most used batter at each position linked to his page', () => {
  const html = render({ mode: 'batting', season: SEASON, team: 'g' }, batting, 'SS')
  const giants = batting?.clubs.find((club) => club.team === 'g')
  const catcher = giants?.regulars.find((regular) => regular.position === 'C')
  expect(text(html)).toContain('12球団のwRC+')
  expect(html).toContain(`href="/players/${catcher?.player_id}/career-batting/${SEASON}"`)
  expect(text(html)).toContain(`遊撃手のwRAAと得点`)
  expect(html).not.toContain('初期表示は')
  expect(html).toContain('href="/analysis/position-correlation/batting/2024/g?pos=SS"')
})

test('fielding: innings, errors and fielding percentage by position, set against runs allowed', () => {
  const html = render({ mode: 'fielding', season: SEASON, team: 'all' }, fielding)
  const shortstops = fielding?.league.find((line) => line.position === 'SS')
  const fpct = formatStat(shortstops?.fpct ?? null, 'rate3')
  expect(text(html)).toContain(`遊撃手 ${fpct} ${shortstops?.players} ${formatStat(shortstops?.g ?? null, 'count')} ${formatStat(shortstops?.outs ?? null, 'innings')}`)
  expect(text(html)).toContain('守備位置 失点 得失点差 勝率')
})

test('a source without fielders’ positions says so in one line and shows no table', () => {
  if (!batting) throw new Error('no view')
  const html = render({ mode: 'batting', season: SEASON, team: 'all' }, { ...batting, positions_known: false })
  expect(text(html)).toContain('打者の守備位置がないため、ポジション別の打撃成績と相関は計算できません。')
  expect(html).not.toContain('<table')
})

test('the default view is the bare path with the plain title; other views name season, mode and clubs, each a Dataset', () => {
  const plain = describePositionPage({ mode: 'batting', season: 2025, team: 'all' }, 2025)
  expect([plain.title, plain.path]).toEqual(['ポジション相関', '/analysis/position-correlation'])
  const other = describePositionPage({ mode: 'fielding', season: 2024, team: 'h' }, 2025)
  expect([other.title, other.path]).toEqual(['2024年 ポジション相関（守備・ソフトバンク）', '/analysis/position-correlation/fielding/2024/h'])
  expect(other.structuredData).toMatchObject({ '@type': 'Dataset', temporalCoverage: '2024', url: expect.stringMatching(/\/analysis\/position-correlation\/fielding\/2024\/h$/) })
})
