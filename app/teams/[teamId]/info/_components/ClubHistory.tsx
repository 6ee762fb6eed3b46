import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatRate3, formatSigned } from '@/lib/domain/format/numbers'
import type { ClubSeason } from '@/lib/schemas/team-home'

const COLUMNS: readonly Column<ClubSeason>[] = [
  { key: 'season', header: '年度', rowHeader: true, render: (row) => `${row.season}年`, link: (row) => ({ href: `/records/season/standings/${row.season}` }) },
  { key: 'rank', header: '順位', align: 'right', glossary: { key: 'rank' }, render: (row) => `${row.rank}位` },
  { key: 'games', header: '試合', align: 'right', render: (row) => row.games },
  { key: 'win', header: '勝', align: 'right', render: (row) => row.wins },
  { key: 'lose', header: '敗', align: 'right', render: (row) => row.losses },
  { key: 'draw', header: '分', align: 'right', render: (row) => row.ties },
  { key: 'winning_percentage', header: '勝率', align: 'right', glossary: { key: 'winning_percentage' }, render: (row) => formatRate3(row.winPct) },
  { key: 'runs_scored', header: '得点', align: 'right', render: (row) => row.runsScored },
  { key: 'runs_allowed', header: '失点', align: 'right', render: (row) => row.runsAllowed },
  { key: 'run_diff', header: '得失点差', align: 'right', render: (row) => formatSigned(row.runsScored - row.runsAllowed, 0) },
]

/** The club's every season in the data, newest first, each linked to that season's standings. */
export function ClubHistory({ history }: { history: readonly ClubSeason[] }) {
  return <DataTable caption="年度別成績" columns={COLUMNS} rows={history} rowKey={(row) => String(row.season)} density="compact" fit />
}
