import Link from 'next/link'
import { formatGamesBehind } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import type { LeagueTrend, MonthEnd } from '@/lib/schemas/standings-trend'
import { TeamLink, teamCellStyle } from './TeamLink'

type Props = { trend: LeagueTrend; monthEnds: readonly MonthEnd[]; hrefFor: (date: string) => string }

/**
 * Rank and ゲーム差 of every club on the last game day of each month: the rank-by-date view, and
 * the chart's text alternative. Each month links to the table as of that day.
 */
export function MonthEndRankTable({ trend, monthEnds, hrefFor }: Props) {
  const headerStyle = { backgroundColor: LEAGUE_COLORS[trend.league], color: '#FFFFFF' }
  return (
    <div className="w-fit max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-max border-collapse text-sm tabular-nums">
        <caption className="sr-only">{`${LEAGUE_NAMES[trend.league]} 月末の順位とゲーム差`}</caption>
        <thead className="text-xs">
          <tr style={headerStyle}>
            <th scope="col" className="sticky left-0 z-10 w-[104px] px-2 py-2 text-left font-semibold" style={headerStyle}>
              球団
            </th>
            {monthEnds.map((end) => (
              <th key={end.date} scope="col" className="min-w-[52px] px-1 py-2 text-center font-semibold">
                <Link href={hrefFor(end.date)} className="underline-offset-2 hover:underline" title={`${end.date} 時点の順位表`}>
                  {end.month}月末
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {trend.teams.map((team) => (
            <tr key={team.team}>
              <th scope="row" className="sticky left-0 z-10 whitespace-nowrap px-2 py-2 text-left" style={teamCellStyle(team.team)}>
                <TeamLink team={team.team} name={team.team_name} />
              </th>
              {monthEnds.map((end) => {
                const point = team.points[end.index]
                return (
                  <td key={end.date} className={`px-1 py-1.5 text-center ${point?.rank === 1 ? 'bg-amber-50' : ''}`}>
                    <span className="block font-semibold">{point ? `${point.rank}位` : '-'}</span>
                    <span className="block text-[11px] text-slate-500">{point && point.rank > 1 ? formatGamesBehind(point.games_behind) : '-'}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
