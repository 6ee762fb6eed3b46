import { renderToString } from 'react-dom/server'
import type { ComponentProps } from 'react'
import { parseSplitFilter } from '@/lib/domain/splits/split-filter'
import { explorerViewFrom } from '@/lib/domain/stats/explorer-view'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { explorerSearchSchema, type ExplorerRow, type StatsExplorer } from '@/lib/schemas/stats-explorer'
import { ExplorerTable } from './ExplorerTable'

// What the server sends the browser's table body besides its HTML: BodyRows' props, caught on the way in.
const sent: unknown[] = []
jest.mock('@/components/ui/BodyRows', () => {
  const actual: typeof import('@/components/ui/BodyRows') = jest.requireActual('@/components/ui/BodyRows')
  return {
    ...actual,
    BodyRows: (props: ComponentProps<typeof actual.BodyRows>) => {
      sent.push(props)
      return actual.BodyRows(props)
    },
  }
})

const SEASONS = [2025, 2024]
const COLUMNS = ['pa', 'avg', 'obp', 'slg', 'ops', 'iso', 'babip', 'k_pct', 'bb_pct', 'woba', 'wraa', 'wrc', 'wrc_plus', 'hr', 'rbi']

/** A view of `length` lines with realistic values (unrounded rates, as the DTO carries them). */
function bigView(length = 600): StatsExplorer {
  const rows: ExplorerRow[] = Array.from({ length }, (_, index) => ({
    rank: index + 1,
    player_id: String(10_000_000 + index * 7),
    name: index % 3 === 0 ? 'Ｃ．スチュワート' : '山田 太郎',
    team: TEAM_CODES[index % 12] ?? 'g',
    league: index % 12 < 6 ? 'central' : 'pacific',
    qualified: index < 60,
    values: Object.fromEntries(COLUMNS.map((key, at) => [key, key === 'pa' || key === 'hr' || key === 'rbi' ? 600 - index + at : 0.123456789 * (1 + ((index * 13 + at) % 7) / 10)])),
  }))
  return {
    side: 'batting', from: 2025, to: 2025, level: 'season', qualifier: { rule: 'season', min: 443, max: 443, share: null }, through: '2025-09-30',
    total: length, page: 1, per: length > 100 ? 'all' : '50', sort: 'ops', order: 'desc', columns: COLUMNS, pitch: null, positions: null, rows,
  }
}

const viewOf = (raw: Record<string, string>) => explorerViewFrom('batting', explorerSearchSchema.parse(raw), parseSplitFilter(raw), SEASONS).view

test('a page of 50: the name links through one template, the club to its page, headers re-sort through the URL, a phone gets the sort column beside the name', () => {
  const html = renderToString(<ExplorerTable data={bigView(50)} view={viewOf({ sort: 'ops', qualified: 'false', cols: COLUMNS.join(',') })} latest={2025} caption="2025年 打撃成績" />)
  const heads = [...html.matchAll(/<th scope="col"[^>]*?(?:aria-label="([^"]+)"[^>]*)?>(?:<[^>]+>)*([^<]*)/g)].map((match) => match[1] ?? match[2])
  expect(heads.slice(0, 4)).toEqual(['選手', '順位', '球団', 'OPS'])
  expect((sent.at(-1) as { columns: unknown[] }).columns[0]).toEqual({ rowHeader: true, link: ['/players/', '/career-batting/2025'] })
  expect(html).toContain('href="/players/10000007/career-batting/2025">山田 太郎</a>')
  expect(html).toContain('href="/teams/t/info">阪神</a>')
  // OPS descending now: its header flips the order; another column starts in its own order, the page's other params kept.
  expect(html).toContain(`href="/stats/batting?qualified=false&amp;cols=${COLUMNS.join('%2C')}&amp;sort=ops&amp;order=asc"`)
  expect(html).toContain(`href="/stats/batting?qualified=false&amp;cols=${COLUMNS.join('%2C')}&amp;sort=hr&amp;order=desc"`)
  expect(html.match(/<td class="sm:hidden bg-amber-50[^"]*">/g)?.length).toBe(50)
})

test('a player with a line for each of two clubs keeps two rows, each keyed by its club', () => {
  const data = bigView(3)
  const traded = { ...data, rows: data.rows.map((row, index) => (index === 2 ? { ...row, player_id: data.rows[0]?.player_id ?? '', team: 'h' as const } : row)) }
  renderToString(<ExplorerTable data={traded} view={viewOf({})} latest={2025} caption="2025年 打撃成績" />)
  expect((sent.at(-1) as { rows: [string][] }).rows.map(([key]) => key)).toEqual(['10000000-g', '10000007-t', '10000000-h'])
})

test('600 lines × 15 columns, sent lean, weigh under 330 kB of HTML and body rows: the 400 kB page budget keeps room for the header, menus and controls', () => {
  const raw = { per: 'all', sort: 'ops', qualified: 'false', cols: COLUMNS.join(',') }
  const { view } = explorerViewFrom('batting', explorerSearchSchema.parse(raw), parseSplitFilter(raw), SEASONS)
  const data = bigView()
  const html = renderToString(<ExplorerTable data={data} view={view} latest={2025} caption="2025年 打撃成績" />)
  expect(html.match(/<tr/g)).toHaveLength(601)
  // The RSC payload carries BodyRows' props as JSON inside a script string, where every quote is escaped.
  const json = JSON.stringify(sent.at(-1))
  const payload = Buffer.byteLength(json) + (json.match(/"/g)?.length ?? 0)
  const bytes = Buffer.byteLength(html) + payload
  console.log(`explorer table, 600 × 15: HTML ${Math.round(Buffer.byteLength(html) / 1024)} kB + payload ${Math.round(payload / 1024)} kB = ${Math.round(bytes / 1024)} kB`)
  expect(bytes).toBeLessThan(330 * 1024)
})
