import { PageLink } from '@/components/navigation/PageLink'
import { runValueHref } from '@/app/game-stats/run-value/_components/run-value-href'
import { DataTable } from '@/components/ui/DataTable'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import type { ValueBoardSide, ValueWeight } from '@/lib/schemas/value-boards'
import { EVENT_LABEL } from './value-columns'

type Props = { weights: readonly ValueWeight[]; mean: number | null; season: number; league: LeagueScope; side: ValueBoardSide; latest: number }

/** The weights the LWTS column is counted with: each event's run value, the same above the board's mean per PA, and how often it happened. */
export function LwtsWeightsTable({ weights, mean, season, league, side, latest }: Props) {
  const scope = LEAGUE_SCOPE_LABELS[league]
  const population = side === 'batting' ? `${scope}の打者の全打席` : `${scope}の投手が対戦した全打席`
  return (
    <section aria-labelledby="weights" className="space-y-3">
      <h2 id="weights" className="text-lg font-bold text-slate-900">{`使った得点価値（${season}年 ${scope}）`}</h2>
      <DataTable
        caption={`${season}年 ${scope} 出来事ごとの得点価値と平均との差`}
        rowKey={(row) => row.event}
        rows={weights}
        fit
        density="compact"
        columns={[
          { key: 'event', header: '出来事', rowHeader: true, render: (row) => EVENT_LABEL[row.event] },
          { key: 'run_value', header: '得点価値', align: 'right', render: (row) => formatSigned(row.run_value, 3), glossary: { key: 'linear_weights' } },
          { key: 'above_average', header: '平均との差', align: 'right', render: (row) => formatSigned(row.above_average, 3) },
          { key: 'count', header: '回数', align: 'right', render: (row) => formatStat(row.count, 'count') },
        ]}
      />
      <p className="max-w-3xl text-xs leading-relaxed text-slate-500">
        {`平均（${population}の1打席あたりの得点価値）は ${formatSigned(mean, 4)}。LWTS は打席ごとの「平均との差」の合計です。得点価値と回数は1〜8回の3アウトまで行われたイニングから求めた値で、`}
        <PageLink href={runValueHref({ season, league }, latest)} className="tap-link text-brand underline">得点価値（Linear Weights）のページ</PageLink>
        {'と同じです。'}
      </p>
    </section>
  )
}
