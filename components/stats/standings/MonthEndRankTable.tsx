import { PageLink } from '@/components/navigation/PageLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatGamesBehind } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES } from '@/lib/domain/teams/teams'
import type { LeagueTrend, MonthEnd } from '@/lib/schemas/standings-trend'
import { teamColumn } from './team-column'

type Props = { trend: LeagueTrend; monthEnds: readonly MonthEnd[]; hrefFor: (date: string) => string }
type TeamTrend = LeagueTrend['teams'][number]

/**
 * Rank and ゲーム差 of every club on the last game day of each month: the rank-by-date view, and
 * the chart's text alternative. Each month links to the table as of that day.
 */
export function MonthEndRankTable({ trend, monthEnds, hrefFor }: Props) {
  const columns: Column<TeamTrend>[] = [
    teamColumn(),
    ...monthEnds.map(
      (end): Column<TeamTrend> => ({
        key: end.date,
        header: (
          <PageLink href={hrefFor(end.date)} className="underline-offset-2 hover:underline" title={`${end.date} 時点の順位表`}>
            {end.month}月末
          </PageLink>
        ),
        align: 'center',
        width: 52,
        render: (team) => {
          const point = team.points[end.index]
          return (
            <>
              <span className="block font-semibold">{point ? `${point.rank}位` : '-'}</span>
              <span className="block text-[11px] text-slate-500">{point && point.rank > 1 ? formatGamesBehind(point.games_behind) : '-'}</span>
            </>
          )
        },
        cell: (team) => ({ className: `py-1.5 ${team.points[end.index]?.rank === 1 ? 'bg-amber-50' : ''}` }),
      }),
    ),
  ]
  return (
    <DataTable
      caption={`${LEAGUE_NAMES[trend.league]} 月末の順位とゲーム差`}
      columns={columns}
      rows={trend.teams}
      rowKey={(team) => team.team}
      density="tight"
      headStyle={{ backgroundColor: LEAGUE_COLORS[trend.league], color: '#FFFFFF' }}
      fit
    />
  )
}
