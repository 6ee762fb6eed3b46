import { formatRate3 } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { StandingsRow } from '@/lib/schemas/standings'
import { TeamLink, teamCellStyle } from './TeamLink'

type StatColumn = { key: string; header: string; width: number; render: (row: StandingsRow) => string | number }

/** The spec's columns after rank and team, each 40–58 px wide. */
const STAT_COLUMNS: readonly StatColumn[] = [
  { key: 'games', header: '試合', width: 44, render: (row) => row.games },
  { key: 'win', header: '勝', width: 40, render: (row) => row.win },
  { key: 'lose', header: '敗', width: 40, render: (row) => row.lose },
  { key: 'draw', header: '分', width: 40, render: (row) => row.draw },
  { key: 'winning_percentage', header: '勝率', width: 52, render: (row) => formatRate3(row.winning_percentage) },
  { key: 'pythagorean_wp', header: 'ピタゴラス勝率', width: 58, render: (row) => formatRate3(row.pythagorean_wp) },
  { key: 'games_behind_display', header: 'ゲーム差', width: 58, render: (row) => row.games_behind_display },
  { key: 'remaining_games', header: '残り', width: 44, render: (row) => row.remaining_games },
]

const RANK_WIDTH = 40
const TEAM_WIDTH = 104

/**
 * One league's standings. On a phone the table scrolls sideways while rank and club stay pinned;
 * the header row carries the league colour.
 */
export function StandingsTable({ league, rows, caption }: { league: League; rows: readonly StandingsRow[]; caption?: string }) {
  const headerStyle = { backgroundColor: LEAGUE_COLORS[league], color: '#FFFFFF' }
  const sticky = 'sticky z-10'
  return (
    <div className="w-fit max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-max border-collapse text-sm tabular-nums">
        <caption className="sr-only">{caption ?? `${LEAGUE_NAMES[league]} 順位表`}</caption>
        <colgroup>
          <col style={{ width: RANK_WIDTH }} />
          <col style={{ width: TEAM_WIDTH }} />
          {STAT_COLUMNS.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="text-xs">
          <tr style={headerStyle}>
            <th scope="col" className={`${sticky} left-0 px-1 py-2 text-center font-semibold`} style={{ ...headerStyle, width: RANK_WIDTH, minWidth: RANK_WIDTH }}>
              順位
            </th>
            <th scope="col" className={`${sticky} px-2 py-2 text-left font-semibold`} style={{ ...headerStyle, left: RANK_WIDTH, minWidth: TEAM_WIDTH }}>
              球団
            </th>
            {STAT_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-1 py-2 text-right font-semibold leading-tight" style={{ width: column.width, minWidth: column.width }}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.team} className="hover:bg-slate-50">
              <td className={`${sticky} left-0 bg-white px-1 py-2 text-center font-semibold`}>{row.rank}</td>
              <th scope="row" className={`${sticky} whitespace-nowrap px-2 py-2 text-left`} style={{ ...teamCellStyle(row.team), left: RANK_WIDTH }}>
                <TeamLink team={row.team} name={row.team_name} />
              </th>
              {STAT_COLUMNS.map((column) => (
                <td key={column.key} className="whitespace-nowrap px-1 py-2 text-right">
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
