import { PageLink } from '@/components/navigation/PageLink'
import { DataTable } from '@/components/ui/DataTable'
import { withoutFilters, type PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { formatBases } from '@/lib/domain/format/game-state'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS } from '@/lib/domain/game-stats/league-scope'
import { getTeamByCode } from '@/lib/domain/teams/teams'
import type { PlayFinder, PlayRowDto } from '@/lib/schemas/play-finder'
import { FinderLine } from './FinderLine'
import { FinderPager } from './FinderPager'
import { playerSituationalHref } from './situational-links'
import { situationalHref, type SituationalQuery } from './situational-query'

type Props = { data: PlayFinder; path: string; query: SituationalQuery }

const OUTS = ['無死', '一死', '二死'] as const
const abbreviation = (code: string) => getTeamByCode(code)?.abbreviation ?? code

/** A name's link to the player's situational page of the PA's season, with a note (代打) after it; null where he has no page. */
function playerLink(playerId: string, side: PlaySide, season: number, note: string | null) {
  const href = playerSituationalHref(playerId, side, season)
  if (href === null) return null
  return note === null ? { href } : { href, note }
}

function gameLabel(row: PlayRowDto, years: boolean): string {
  const [year, month, day] = row.date.split('-').map(Number)
  return `${years ? `${year}/` : ''}${month}/${day} ${abbreviation(row.away)}-${abbreviation(row.home)}`
}

/**
 * Everything of the finder that follows its query: the filter in words (each a chip that drops
 * it), what the seasons cannot answer, the aggregate line, a page of PAs with links to their
 * games and players, and the page links. Drawn by the server for the first paint and by the
 * browser after a change of filter, from the same DTO.
 */
export function FinderResults({ data, path, query }: Props) {
  const finder = { ...query.finder, filter: data.filter, page: data.page }
  const href = (change: Partial<typeof finder>) => situationalHref(path, { ...query, finder: { ...finder, page: 1, ...change } })
  const years = data.from !== data.to
  const pitching = data.side === 'pitching'
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-600">
        <strong className="font-semibold text-slate-900">{data.labels.length > 0 ? data.labels.map((item) => item.label).join('・') : '条件なし（すべての打席）'}</strong>
        <span>{`${years ? `${data.from}〜${data.to}年` : `${data.from}年`} ${LEAGUE_SCOPE_LABELS[data.league]}`}</span>
        <span>
          該当 <strong className="font-semibold text-slate-900" data-testid="finder-total">{data.total.toLocaleString('ja-JP')}</strong>打席
        </span>
      </p>
      {data.labels.length > 0 ? (
        <ul aria-label="検索条件" className="flex flex-wrap gap-1.5">
          {data.labels.map((item) => (
            <li key={item.key}>
              <PageLink
                href={href({ filter: withoutFilters(data.filter, [item.key]) })}
                keepScroll
                aria-label={`条件「${item.label}」を外す`}
                className="tap inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs text-slate-700 hover:border-brand hover:text-brand"
              >
                {item.label}
                <span aria-hidden="true">×</span>
              </PageLink>
            </li>
          ))}
        </ul>
      ) : null}
      {data.gaps.length > 0 ? (
        <ul role="status" className="space-y-1 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {data.gaps.map((gap) => (
            <li key={gap}>{gap}</li>
          ))}
        </ul>
      ) : null}
      <FinderLine line={data.line} side={data.side} />
      {data.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
          <p className="font-medium text-slate-800">この条件に当てはまる打席はありません。</p>
          <p className="mt-2">
            <PageLink href={href({ filter: {} })} keepScroll className="tap-link">条件をすべて外す</PageLink>
          </p>
        </div>
      ) : (
        <DataTable
          caption={`条件に当てはまる打席（新しい順、${data.page}ページ目）`}
          rows={data.rows}
          rowKey={(row) => `${row.game_id}:${row.seq}`}
          pinned={1}
          density="compact"
          columns={[
            { key: 'game', header: '試合', rowHeader: true, render: (row) => gameLabel(row, years), link: (row) => ({ href: `/games/${row.game_id}` }) },
            { key: 'inning', header: '回', render: (row) => `${row.inning}回${row.half === 'top' ? '表' : '裏'}` },
            { key: 'state', header: '状況', render: (row) => `${OUTS[row.outs] ?? ''}${formatBases(row.bases)}` },
            { key: 'score', header: 'スコア', align: 'right', render: (row) => `${row.away_score}-${row.home_score}` },
            { key: 'batter', header: '打者', render: (row) => row.batter, link: (row) => playerLink(row.batter_id, 'batting', row.season, row.ph ? '代打' : null) },
            { key: 'pitcher', header: '投手', render: (row) => row.pitcher, link: (row) => playerLink(row.pitcher_id, 'pitching', row.season, null) },
            { key: 'count', header: 'カウント', align: 'right', render: (row) => (row.balls === null || row.strikes === null ? '-' : `${row.balls}-${row.strikes}`) },
            { key: 'result', header: '結果', wrap: true, render: (row) => row.text },
            { key: 're24', header: 'RE24', align: 'right', render: (row) => formatSigned(row.re24, 2) },
            { key: 'wpa', header: 'WPA', align: 'right', render: (row) => formatSigned(row.wpa, 3) },
            { key: 'li', header: 'LI', align: 'right', render: (row) => formatStat(row.li, 'decimal2') },
          ]}
        />
      )}
      <p className="text-xs text-slate-500">
        {`スコアは打席前（ビジター-ホーム）、カウントは打席の最後の球の前。RE24とWPAは${pitching ? '投手側から見た値（防いだ得点・勝利確率がプラス）' : '打者側から見た値'}です。`}
      </p>
      <FinderPager page={data.page} per={data.per} total={data.total} href={(page) => href({ page })} />
    </div>
  )
}
