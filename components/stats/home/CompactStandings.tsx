import Link from 'next/link'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { StandingsRow } from '@/lib/schemas/standings'
import { TeamName } from './TeamName'

type Props = { league: League; rows: readonly StandingsRow[]; href: string | null }

const CELL = 'px-2 py-1.5'

/** One league's table at a glance: rank, club, W-L-T, 勝率, ゲーム差. */
export function CompactStandings({ league, rows, href }: Props) {
  const name = LEAGUE_NAMES[league]
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-white" style={{ backgroundColor: LEAGUE_COLORS[league] }}>
          {href ? (
            <Link href={href} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}
        </caption>
        <thead className="bg-slate-100 text-xs text-slate-600">
          <tr>
            <th scope="col" className={`${CELL} w-10 text-center`}>順位</th>
            <th scope="col" className={`${CELL} text-left`}>球団</th>
            <th scope="col" className={`${CELL} text-right`}>勝-敗-分</th>
            <th scope="col" className={`${CELL} text-right`}>勝率</th>
            <th scope="col" className={`${CELL} text-right`}>ゲーム差</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.team}>
              <td className={`${CELL} text-center font-semibold`}>{row.rank}</td>
              <th scope="row" className={`${CELL} text-left font-medium`}>
                <TeamName team={row.team} />
              </th>
              <td className={`${CELL} whitespace-nowrap text-right`}>{`${row.win}-${row.lose}-${row.draw}`}</td>
              <td className={`${CELL} text-right`}>{formatRate3(row.winning_percentage)}</td>
              <td className={`${CELL} text-right`}>{row.games_behind_display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
