import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatPercent } from '@/lib/domain/format/numbers'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'

type Row = { margin: string; wins: number; winShare: number | null; leagueWinShare: number | null; losses: number; lossShare: number | null; leagueLossShare: number | null }

const MARGIN_LABELS = ['1点差', '2点差', '3点差', '4点差', '5点差以上']

const COLUMNS: Column<Row>[] = [
  { key: 'margin', header: '点差', rowHeader: true, render: (row) => row.margin },
  { key: 'wins', header: '勝ち', align: 'right', render: (row) => row.wins },
  { key: 'winShare', header: '割合', align: 'right', render: (row) => formatPercent(row.winShare) },
  { key: 'leagueWinShare', header: 'リーグ', align: 'right', render: (row) => formatPercent(row.leagueWinShare) },
  { key: 'losses', header: '負け', align: 'right', render: (row) => row.losses },
  { key: 'lossShare', header: '割合', align: 'right', render: (row) => formatPercent(row.lossShare) },
  { key: 'leagueLossShare', header: 'リーグ', align: 'right', render: (row) => formatPercent(row.leagueLossShare) },
]

/** Wins and losses by the final margin, each as a share of the club's wins (losses) beside the league's. */
export function Margins({ data }: { data: TeamScoreDistribution }) {
  const club = data.club.margins
  const league = data.leagueProfile.margins
  const rows: Row[] = MARGIN_LABELS.map((margin, index) => ({
    margin,
    wins: club.wins[index] ?? 0,
    winShare: club.winShares[index] ?? null,
    leagueWinShare: league.winShares[index] ?? null,
    losses: club.losses[index] ?? 0,
    lossShare: club.lossShares[index] ?? null,
    leagueLossShare: league.lossShares[index] ?? null,
  }))
  const totals: Readonly<Record<string, number>> = { wins: data.club.record.wins, losses: data.club.record.losses }
  return (
    <section aria-labelledby="margins" className="space-y-3">
      <h2 id="margins" className="text-lg font-bold text-slate-900">勝ち・負けの点差</h2>
      <p className="text-xs text-slate-500">
        {`勝った試合・負けた試合を試合終了時の点差で数え、勝ち（負け）全体に占める割合を示します。引き分け${data.club.record.ties}試合は含みません。リーグは${LEAGUE_NAMES[data.league]}6球団の勝ち（負け）全体での割合です。`}
      </p>
      <DataTable
        caption={`${TEAM_BY_CODE[data.team].shortName}の点差別の勝ち・負けと${LEAGUE_NAMES[data.league]}の割合`}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.margin}
        density="compact"
        fit
        footer={[{ key: 'total', label: '計', value: (column) => totals[column.key] ?? '' }]}
      />
    </section>
  )
}
