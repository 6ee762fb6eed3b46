import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatRate3 } from '@/lib/domain/format/numbers'
import type { TeamHome } from '@/lib/schemas/team-home'

type Month = TeamHome['months'][number]

const COLUMNS: readonly Column<Month>[] = [
  { key: 'month', header: '月', rowHeader: true, render: (row) => `${row.month}月` },
  { key: 'games', header: '試合', align: 'right', render: (row) => row.games },
  { key: 'win', header: '勝', align: 'right', render: (row) => row.wins },
  { key: 'lose', header: '敗', align: 'right', render: (row) => row.losses },
  { key: 'draw', header: '分', align: 'right', render: (row) => row.ties },
  { key: 'winning_percentage', header: '勝率', align: 'right', glossary: { key: 'winning_percentage' }, render: (row) => formatRate3(row.winPct) },
  { key: 'runs_scored', header: '得点', align: 'right', render: (row) => row.runsScored },
  { key: 'runs_allowed', header: '失点', align: 'right', render: (row) => row.runsAllowed },
]

/** The season month by month (the months the club played in; together they are the season). */
export function MonthRecords({ home }: { home: TeamHome }) {
  return <DataTable caption={`${home.season}年 月別成績`} columns={COLUMNS} rows={home.months} rowKey={(row) => String(row.month)} density="compact" fit />
}
