import { DataTable, type Column } from '@/components/ui/DataTable'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'
import type { z } from 'zod'
import type { headToHeadSchema, StandingsRow } from '@/lib/schemas/standings'
import { teamColumn } from './team-column'

type Props = { league: League; rows: readonly StandingsRow[]; headToHead: z.infer<typeof headToHeadSchema> }
type WonLostTied = { win: number; lose: number; draw: number }

/** 勝ち越し and 負け越し tints; the W-L-T text says the same for anyone who cannot see them. */
function advantageClass(record: WonLostTied): string {
  if (record.win > record.lose) return 'bg-rose-50 text-rose-900'
  if (record.win < record.lose) return 'bg-sky-50 text-sky-900'
  return 'bg-white text-slate-700'
}

/** Each club's record against each league rival, rows and columns in standings order. */
export function HeadToHeadMatrix({ league, rows, headToHead }: Props) {
  const teams: TeamCode[] = rows.map((row) => row.team)
  const recordOf = (row: StandingsRow, opponent: TeamCode) => (opponent === row.team ? undefined : headToHead[row.team]?.[opponent])
  const columns: Column<StandingsRow>[] = [
    teamColumn(),
    ...teams.map(
      (opponent): Column<StandingsRow> => ({
        key: opponent,
        header: (
          <abbr title={TEAM_BY_CODE[opponent].shortName} className="no-underline">
            {TEAM_BY_CODE[opponent].abbreviation}
          </abbr>
        ),
        align: 'center',
        width: 58,
        render: (row) => {
          const record = recordOf(row, opponent)
          return record ? `${record.win}-${record.lose}-${record.draw}` : <span aria-label="該当なし">—</span>
        },
        cell: (row) => {
          const record = recordOf(row, opponent)
          if (!record) return { className: 'bg-slate-100 text-slate-400' }
          return { className: advantageClass(record), title: `${row.team_name} 対 ${TEAM_BY_CODE[opponent].shortName} ${record.win}勝${record.lose}敗${record.draw}分` }
        },
      }),
    ),
  ]
  return (
    <div>
      <DataTable
        caption={`${LEAGUE_NAMES[league]} 対戦成績（行の球団から見た 勝-敗-分）`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.team}
        density="tight"
        headStyle={{ backgroundColor: LEAGUE_COLORS[league], color: '#FFFFFF' }}
        fit
      />
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>行の球団から見た 勝-敗-分</span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm border border-rose-200 bg-rose-50" />
          勝ち越し
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm border border-sky-200 bg-sky-50" />
          負け越し
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block h-3 w-3 rounded-sm border border-slate-200 bg-white" />
          五分
        </span>
      </p>
    </div>
  )
}
