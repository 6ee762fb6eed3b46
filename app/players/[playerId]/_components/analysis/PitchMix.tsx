import { DataTable } from '@/components/ui/DataTable'
import { PITCH_TYPE_LABELS, type PitchType } from '@/lib/domain/events'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { AvailablePitchAnalysis, CountRow } from '@/lib/schemas/pitch-analysis'
import { withGlossary } from './analysis-glossary'
import { MixBars } from './MixBars'
import { shareTint } from './mix-cells'

type Props = { analysis: AvailablePitchAnalysis; who: string }
type HandRow = AvailablePitchAnalysis['hands'][number]
type Usage = { type: PitchType; sharePct: number | null }[]

const shareOf = (usage: Usage, type: PitchType) => usage.find((share) => share.type === type)?.sharePct ?? null
const maxShare = (rows: readonly { usage: Usage }[]) => Math.max(0, ...rows.flatMap((row) => row.usage.map((share) => share.sharePct ?? 0)))

/** 球種別: the pitch mix against right- and left-handed opponents, then by count. */
export function PitchMix({ analysis, who }: Props) {
  const pitcher = analysis.side === 'pitching'
  const opponent = (hand: 'R' | 'L') => `対${hand === 'R' ? '右' : '左'}${pitcher ? '打者' : '投手'}`
  // The arsenal's order (most used first) reads better than PITCH_TYPES order.
  const types = analysis.arsenal.map((row) => row.type)
  const handMax = maxShare(analysis.hands)
  const countMax = maxShare(analysis.counts)
  const typeColumns = <Row extends { usage: Usage }>(max: number) =>
    types.map((type) => ({ key: type, header: PITCH_TYPE_LABELS[type], align: 'right' as const, render: (row: Row) => formatStat(shareOf(row.usage, type), 'percent'), cell: (row: Row) => shareTint(shareOf(row.usage, type), max) }))
  return (
    <div className="space-y-6">
      <section aria-labelledby="hand-heading" className="space-y-2">
        <h2 id="hand-heading" className="text-lg font-bold">{pitcher ? '打者の左右別' : '投手の左右別'}</h2>
        <MixBars
          rows={analysis.hands.map((row) => ({ key: row.hand, label: opponent(row.hand).replace(/打者|投手/, ''), usage: row.usage }))}
          types={types}
          label={`${who}の${pitcher ? '打者' : '投手'}の左右別の球種の割合（帯グラフ。数値は下の表）`}
        />
        <DataTable<HandRow>
          caption={`${who}の${pitcher ? '打者' : '投手'}の左右別の球種の割合と成績`}
          columns={withGlossary<HandRow>([
            { key: 'hand', header: '相手', rowHeader: true, render: (row) => opponent(row.hand) },
            { key: 'pitches', header: '球数', align: 'right', render: (row) => formatStat(row.pitches, 'count') },
            { key: 'pa', header: '打席', align: 'right', render: (row) => formatStat(row.pa, 'count') },
            { key: 'avg', header: pitcher ? '被打率' : '打率', align: 'right', render: (row) => formatStat(row.avg, 'rate3') },
            { key: 'slg', header: pitcher ? '被長打率' : '長打率', align: 'right', render: (row) => formatStat(row.slg, 'rate3') },
            ...typeColumns<HandRow>(handMax),
          ], analysis.side)}
          rows={analysis.hands}
          rowKey={(row) => row.hand}
          density="compact"
        />
      </section>
      <section aria-labelledby="count-mix-heading" className="space-y-2">
        <h2 id="count-mix-heading" className="text-lg font-bold">カウント別</h2>
        <MixBars
          rows={analysis.counts.map((row) => ({ key: `${row.balls}-${row.strikes}`, label: `${row.balls}-${row.strikes}`, usage: row.usage }))}
          types={types}
          label={`${who}のカウント別の球種の割合（帯グラフ。数値は下の表）`}
        />
        <DataTable<CountRow>
          caption={`${who}のカウント別の球種の割合`}
          columns={withGlossary<CountRow>([
            { key: 'count', header: 'カウント', rowHeader: true, render: (row) => `${row.balls}-${row.strikes}` },
            { key: 'pitches', header: '球数', align: 'right', render: (row) => formatStat(row.pitches, 'count') },
            ...typeColumns<CountRow>(countMax),
          ], analysis.side)}
          rows={analysis.counts}
          rowKey={(row) => `${row.balls}-${row.strikes}`}
          density="compact"
        />
        <p className="text-xs text-slate-600">
          カウントは「ボール-ストライク」、投げる前のもの。割合はその{pitcher ? '相手・カウントで投げた' : '相手・カウントで見た'}球に占める球種の割合で、色が濃いほど多い球種です。
        </p>
      </section>
    </div>
  )
}
