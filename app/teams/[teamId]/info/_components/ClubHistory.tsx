import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatSigned } from '@/lib/domain/format/numbers'
import type { ClubSeason } from '@/lib/schemas/team-home'
import { recordColumns } from './record-columns'

const COLUMNS: readonly Column<ClubSeason>[] = [
  { key: 'season', header: '年度', rowHeader: true, render: (row) => `${row.season}年`, link: (row) => ({ href: `/records/season/standings/${row.season}` }) },
  { key: 'rank', header: '順位', align: 'right', glossary: { key: 'rank' }, render: (row) => `${row.rank}位` },
  ...recordColumns<ClubSeason>(),
  { key: 'run_diff', header: '得失点差', align: 'right', render: (row) => formatSigned(row.runsScored - row.runsAllowed, 0) },
]

/** The club's every season in the data, newest first, each linked to that season's standings. */
export function ClubHistory({ history }: { history: readonly ClubSeason[] }) {
  return <DataTable caption="年度別成績" columns={COLUMNS} rows={history} rowKey={(row) => String(row.season)} density="compact" fit />
}
