import { DataTable } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { AvailablePitchAnalysis, CountRow } from '@/lib/schemas/pitch-analysis'
import { withGlossary } from './analysis-glossary'

type Props = { analysis: AvailablePitchAnalysis; who: string }

/** カウント別: per ball-strike count, the pitches and swings there and the PAs that ended there. */
export function CountTable({ analysis, who }: Props) {
  const pitcher = analysis.side === 'pitching'
  const count = (key: 'pitches' | 'pa' | 'ab' | 'h' | 'so' | 'bb', header: string) => ({ key, header, align: 'right' as const, render: (row: CountRow) => formatStat(row[key], 'count') })
  return (
    <section aria-labelledby="count-heading" className="space-y-2">
      <h2 id="count-heading" className="text-lg font-bold">カウント別の結果</h2>
      <DataTable<CountRow>
        caption={`${who}のカウント別の結果`}
        columns={withGlossary<CountRow>([
          { key: 'count', header: 'カウント', rowHeader: true, render: (row) => `${row.balls}-${row.strikes}` },
          count('pitches', '球数'),
          { key: 'swing', header: 'スイング%', align: 'right', render: (row) => formatStat(row.swingPct, 'percent') },
          { key: 'whiff', header: '空振り%', align: 'right', render: (row) => formatStat(row.whiffPct, 'percent') },
          count('pa', '打席'),
          count('ab', '打数'),
          count('h', '安打'),
          count('so', '三振'),
          count('bb', '四球'),
          { key: 'avg', header: pitcher ? '被打率' : '打率', align: 'right', render: (row) => formatStat(row.avg, 'rate3') },
          { key: 'slg', header: pitcher ? '被長打率' : '長打率', align: 'right', render: (row) => formatStat(row.slg, 'rate3') },
        ], analysis.side)}
        rows={analysis.counts}
        rowKey={(row) => `${row.balls}-${row.strikes}`}
        density="compact"
      />
      <p className="text-xs text-slate-600">
        カウントは「ボール-ストライク」、投げる前のもの。球数・スイング%・空振り%はそのカウントでの投球、打席から{pitcher ? '被長打率' : '長打率'}まではそのカウントの球で終わった打席のものです。
      </p>
    </section>
  )
}
