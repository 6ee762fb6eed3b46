import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatPercent } from '@/lib/domain/format/numbers'
import { MATCHUP_OUTCOME_LABELS } from '@/lib/domain/simulation/matchup/outcomes'
import { STABILIZATION_POINTS } from '@/lib/domain/simulation/matchup/stabilization-points'
import type { MatchupRow } from '@/lib/schemas/simulation-matchup'

const percent = (value: number) => formatPercent(value)
const factor = (value: number) => value.toFixed(3)

const COLUMNS: readonly Column<MatchupRow>[] = [
  { key: 'outcome', header: '結果', rowHeader: true, render: (row) => MATCHUP_OUTCOME_LABELS[row.outcome] },
  { key: 'batter_r', header: '打者のr', align: 'right', render: (row) => STABILIZATION_POINTS.batter[row.outcome].toLocaleString('ja-JP') },
  { key: 'batter_shrunk', header: '打者（回帰後）', align: 'right', render: (row) => percent(row.batter_shrunk) },
  { key: 'pitcher_r', header: '投手のr', align: 'right', render: (row) => STABILIZATION_POINTS.pitcher[row.outcome].toLocaleString('ja-JP') },
  { key: 'pitcher_shrunk', header: '投手（回帰後）', align: 'right', render: (row) => percent(row.pitcher_shrunk) },
  { key: 'log5', header: 'オッズ比法', align: 'right', render: (row) => percent(row.log5) },
  { key: 'platoon', header: '左右補正', align: 'right', render: (row) => factor(row.platoon) },
  { key: 'park', header: '球場補正', align: 'right', render: (row) => factor(row.park) },
  { key: 'probability', header: '対戦確率', align: 'right', render: (row) => percent(row.probability) },
]

/** Every stage of this matchup's model per outcome, with the regression constants used: the numbers behind 対戦確率. */
export function ModelStagesTable({ rows }: { rows: readonly MatchupRow[] }) {
  return (
    <DataTable<MatchupRow>
      caption="この対戦の計算の各段階：回帰の定数 r、回帰後の割合、オッズ比法の確率、左右・球場の補正係数、対戦確率"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.outcome}
      highlight="probability"
      density="compact"
    />
  )
}
