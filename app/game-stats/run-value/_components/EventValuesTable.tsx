import { DataTable } from '@/components/ui/DataTable'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { RUN_VALUE_EVENT_LABELS } from '@/lib/domain/sabermetrics/run-value-events'
import type { RunValueEventRow } from '@/lib/schemas/run-value'

type Props = { season: number; league: LeagueScope; weights: readonly RunValueEventRow[]; stealsExcluded: number }

/** The season's run value of each event, PA results then steals; events that never happened are named under the table instead. */
export function EventValuesTable({ season, league, weights, stealsExcluded }: Props) {
  const rows = weights.filter((row) => row.count > 0)
  const absent = weights.filter((row) => row.count === 0).map((row) => RUN_VALUE_EVENT_LABELS[row.event])
  return (
    <section aria-labelledby="event-values" className="space-y-3">
      <h2 id="event-values" className="text-lg font-bold text-slate-900">出来事ごとの得点価値</h2>
      <DataTable
        caption={`${season}年 ${LEAGUE_SCOPE_LABELS[league]} 出来事ごとの得点価値`}
        rowKey={(row) => row.event}
        rows={rows}
        fit
        columns={[
          { key: 'event', header: '出来事', rowHeader: true, wrap: true, render: (row) => RUN_VALUE_EVENT_LABELS[row.event] },
          { key: 'run_value', header: '得点価値', align: 'right', glossary: { key: 'run_value' }, render: (row) => formatSigned(row.run_value, 3) },
          { key: 'above_outs', header: 'アウト基準', align: 'right', glossary: { key: 'above_outs' }, render: (row) => formatSigned(row.above_outs, 3) },
          { key: 'count', header: '回数', align: 'right', render: (row) => formatStat(row.count, 'count') },
        ]}
      />
      <ul className="list-disc space-y-1 pl-5 text-xs leading-relaxed text-slate-500">
        <li>得点価値はその出来事が起きた打席（盗塁・盗塁死はその走塁）の前後の得点期待値の差に、その間に入った得点を足した値の平均です。アウト基準はアウト（三振と凡打）の平均を0とした値で、wOBAの重みの元になります。</li>
        <li>盗塁・盗塁死は打席の結果ではないため、アウト基準の値はありません（「-」）。{stealsExcluded > 0 ? `重盗や、暴投などと同じ投球での盗塁のように単独の価値を取り出せない${formatStat(stealsExcluded, 'count')}件は除いています。` : ''}</li>
        {absent.length > 0 ? <li>{`この年度に記録のない出来事（${absent.join('・')}）は表にありません。`}</li> : null}
      </ul>
    </section>
  )
}
