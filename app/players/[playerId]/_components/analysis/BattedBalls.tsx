import { DataTable } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { AvailablePitchAnalysis } from '@/lib/schemas/pitch-analysis'
import { withGlossary } from './analysis-glossary'
import { SprayChart, SprayTable } from './SprayChart'

type Props = { analysis: AvailablePitchAnalysis; who: string }
type TypeRow = AvailablePitchAnalysis['battedBallTypes'][number]

/** 打球: the batted-ball types (share, AVG/SLG on them) and the spray chart with its table. */
export function BattedBalls({ analysis, who }: Props) {
  const pitcher = analysis.side === 'pitching'
  const total = analysis.spray.sectors.reduce((sum, sector) => sum + sector.count, 0)
  return (
    <section aria-labelledby="batted-heading" className="space-y-3">
      <h2 id="batted-heading" className="text-lg font-bold">
        {pitcher ? '打たれた打球' : '打球'}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <DataTable<TypeRow>
          caption={`${who}の打球の種類`}
          columns={withGlossary<TypeRow>([
            { key: 'type', header: '打球の種類', rowHeader: true, render: (row) => row.label },
            { key: 'count', header: '数', align: 'right', render: (row) => formatStat(row.count, 'count') },
            { key: 'share', header: '割合', align: 'right', render: (row) => formatStat(row.sharePct, 'percent') },
            { key: 'avg', header: pitcher ? '被打率' : '打率', align: 'right', render: (row) => formatStat(row.avg, 'rate3') },
            { key: 'slg', header: pitcher ? '被長打率' : '長打率', align: 'right', render: (row) => formatStat(row.slg, 'rate3') },
          ], analysis.side)}
          rows={analysis.battedBallTypes}
          rowKey={(row) => row.type}
          density="compact"
          fit
        />
        {total === 0 ? (
          <p className="text-sm text-slate-700">方向の記録がある打球がありません。</p>
        ) : (
          <div className="space-y-2">
            <SprayChart spray={analysis.spray} title={`${who}の打球方向（方向の記録がある${total}球。赤は安打、灰色はそれ以外）`} />
            <details className="text-sm">
              <summary className="min-h-11 cursor-pointer py-2 text-brand">打球方向の数を表で見る</summary>
              <SprayTable spray={analysis.spray} caption={`${who}の方向別の打球数`} />
            </details>
          </div>
        )}
      </div>
    </section>
  )
}
