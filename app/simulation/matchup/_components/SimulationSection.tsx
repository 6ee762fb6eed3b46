import { GlossaryLink } from '@/components/glossary/GlossaryLink'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatRate3 } from '@/lib/domain/format/numbers'
import { formatShares } from '@/lib/domain/format/shares'
import { MATCHUP_OUTCOME_LABELS, type MatchupOutcome } from '@/lib/domain/simulation/matchup/outcomes'
import type { Matchup } from '@/lib/schemas/simulation-matchup'
import { MatchupSection } from './MatchupSection'

type CountRow = { outcome: MatchupOutcome; count: number; share: string; expected: string }

const COUNT_COLUMNS: readonly Column<CountRow>[] = [
  { key: 'outcome', header: '結果', rowHeader: true, render: (row) => MATCHUP_OUTCOME_LABELS[row.outcome] },
  { key: 'count', header: '回数', align: 'right', render: (row) => row.count.toLocaleString('ja-JP') },
  { key: 'share', header: '割合', align: 'right', render: (row) => row.share },
  { key: 'expected', header: '確率', align: 'right', render: (row) => row.expected },
]

const STATS = [
  { key: 'avg', label: '打率' },
  { key: 'obp', label: '出塁率' },
  { key: 'slg', label: '長打率' },
  { key: 'woba', label: 'wOBA' },
] as const

/** 「.012」: a margin in the rate's own style. */
const margin = (value: number | null) => (value === null ? '' : ` ± ${formatRate3(value)}`)

/** シミュレーション結果: N drawn PAs by outcome, and the batter's line, exact and simulated (± its 95% margin). */
export function SimulationSection({ matchup }: { matchup: Matchup }) {
  const { simulation } = matchup
  const shares = formatShares(simulation.counts.map((row) => row.count))
  const expected = formatShares(matchup.rows.map((row) => row.probability))
  const rows = simulation.counts.map((row, index): CountRow => ({ ...row, share: shares[index] ?? '-', expected: expected[index] ?? '-' }))
  return (
    <MatchupSection id="simulation" title="シミュレーション結果">
      <p className="text-sm text-slate-700">
        {`対戦確率から${simulation.n.toLocaleString('ja-JP')}打席を乱数で引いた結果です（シード ${simulation.seed}）。同じ条件とシードなら、いつでも同じ結果になります。`}
      </p>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <DataTable<CountRow>
          caption={`${simulation.n.toLocaleString('ja-JP')}打席のシミュレーションの結果別の回数と割合`}
          columns={COUNT_COLUMNS}
          rows={rows}
          rowKey={(row) => row.outcome}
          highlight="share"
          density="compact"
          fit
          footer={[{ key: 'total', label: '合計', value: (column) => (column.key === 'count' ? simulation.n.toLocaleString('ja-JP') : column.key === 'outcome' ? '' : '100.0%') }]}
        />
        <div className="space-y-2">
          <table className="w-full max-w-md text-sm">
            <caption className="mb-1 text-left text-xs font-semibold text-slate-600">打者の成績の見込み</caption>
            <thead className="bg-slate-100 text-xs text-slate-600">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-left">指標</th>
                <th scope="col" className="px-2 py-1.5 text-right">確率から（正確な値）</th>
                <th scope="col" className="px-2 py-1.5 text-right">{`${simulation.n.toLocaleString('ja-JP')}打席（±95%）`}</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {STATS.map(({ key, label }) => (
                <tr key={key} className="border-t border-slate-200">
                  <th scope="row" className="px-2 py-1.5 text-left font-medium">
                    <GlossaryLink statKey={key}>{label}</GlossaryLink>
                  </th>
                  <td className="px-2 py-1.5 text-right font-semibold">{formatRate3(matchup.expected[key])}</td>
                  <td className="px-2 py-1.5 text-right">{`${formatRate3(simulation.line[key].value)}${margin(simulation.line[key].margin)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-xs leading-relaxed text-slate-500">
            ±は標本の95%の幅（標準誤差の1.96倍）。打席数を増やすほど、シミュレーションの値は確率からの値に近づきます。wOBAの係数は{matchup.weights ? `${matchup.weights.season}年のNPB全体` : 'この年度にないため計算していません'}。
          </p>
        </div>
      </div>
    </MatchupSection>
  )
}
