import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'
import type { StandingsRow } from '@/lib/schemas/standings'
import { teamColumn } from './team-column'

type StatColumn = { key: string; header: string; width: number; wrap?: boolean; render: (row: StandingsRow) => string | number }

/** The spec's columns after rank and team, each 40–76 px wide; each key is its glossary entry's. */
const STAT_COLUMNS: readonly StatColumn[] = [
  { key: 'games', header: '試合', width: 44, render: (row) => row.games },
  { key: 'win', header: '勝', width: 40, render: (row) => row.win },
  { key: 'lose', header: '敗', width: 40, render: (row) => row.lose },
  { key: 'draw', header: '分', width: 40, render: (row) => row.draw },
  { key: 'winning_percentage', header: '勝率', width: 52, render: (row) => formatRate3(row.winning_percentage) },
  // Wide enough for two lines beside the glossary mark.
  { key: 'pythagorean_wp', header: 'ピタゴラス勝率', width: 76, wrap: true, render: (row) => formatRate3(row.pythagorean_wp) },
  { key: 'games_behind_display', header: 'ゲーム差', width: 58, render: (row) => row.games_behind_display },
  { key: 'remaining_games', header: '残り', width: 44, render: (row) => row.remaining_games },
]

/** What a phone shows beside the club, the won-lost line to ゲーム差; games, pythagorean and remaining scroll. */
const PHONE_LEAD = ['win', 'lose', 'draw', 'winning_percentage', 'games_behind_display'] as const

const COLUMNS: readonly Column<StandingsRow>[] = [
  { key: 'rank', header: '順位', align: 'center', width: 40, render: (row) => row.rank, cell: () => ({ className: 'font-semibold' }) },
  teamColumn<StandingsRow>(),
  ...STAT_COLUMNS.map((column): Column<StandingsRow> => ({ ...column, align: 'right', glossary: { key: column.key } })),
]

/**
 * One league's standings. Rank and club stay pinned while the table scrolls sideways; on a phone
 * the club is its one-character label and 勝率 and ゲーム差 sit beside it. The header row carries the league colour.
 */
export function StandingsTable({ league, rows, caption }: { league: League; rows: readonly StandingsRow[]; caption?: string }) {
  return (
    <DataTable
      caption={caption ?? `${LEAGUE_NAMES[league]} 順位表`}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.team}
      leading={2}
      pinned={2}
      phoneLead={PHONE_LEAD}
      density="tight"
      headStyle={{ backgroundColor: LEAGUE_COLORS[league], color: '#FFFFFF' }}
      fit
    />
  )
}
