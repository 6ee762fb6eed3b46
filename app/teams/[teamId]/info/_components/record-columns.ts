import type { Column } from '@/components/ui/DataTable'
import { formatRate3 } from '@/lib/domain/format/numbers'
import type { ClubRecord } from '@/lib/domain/teams/club-record'

/** A record's columns, as the month table and the club history both show it: games, W-L-T, 勝率, runs for and against. */
export function recordColumns<Row extends ClubRecord>(): Column<Row>[] {
  return [
    { key: 'games', header: '試合', align: 'right', render: (row) => row.games },
    { key: 'win', header: '勝', align: 'right', render: (row) => row.wins },
    { key: 'lose', header: '敗', align: 'right', render: (row) => row.losses },
    { key: 'draw', header: '分', align: 'right', render: (row) => row.ties },
    { key: 'winning_percentage', header: '勝率', align: 'right', glossary: { key: 'winning_percentage' }, render: (row) => formatRate3(row.winPct) },
    { key: 'runs_scored', header: '得点', align: 'right', render: (row) => row.runsScored },
    { key: 'runs_allowed', header: '失点', align: 'right', render: (row) => row.runsAllowed },
  ]
}
