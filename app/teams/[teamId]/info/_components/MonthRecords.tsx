import { DataTable, type Column } from '@/components/ui/DataTable'
import type { TeamHome } from '@/lib/schemas/team-home'
import { recordColumns } from './record-columns'

type Month = TeamHome['months'][number]

const COLUMNS: readonly Column<Month>[] = [
  { key: 'month', header: '月', rowHeader: true, render: (row) => `${row.month}月` },
  ...recordColumns<Month>(),
]

/** The season month by month (the months the club played in; together they are the season). */
export function MonthRecords({ home }: { home: TeamHome }) {
  return <DataTable caption={`${home.season}年 月別成績`} columns={COLUMNS} rows={home.months} rowKey={(row) => String(row.month)} density="compact" fit />
}
