import { DataTable } from '@/components/ui/DataTable'
import type { AvailablePitchAnalysis } from '@/lib/schemas/pitch-analysis'
import { arsenalColumns, type ArsenalLine } from './arsenal-columns'

type Props = { analysis: AvailablePitchAnalysis; caption: string }

/** 詳細: one row per pitch type, most used first, and the season's 合計 under them. */
export function ArsenalTable({ analysis, caption }: Props) {
  const columns = arsenalColumns(analysis.side)
  const total: ArsenalLine = { ...analysis.totals, label: '合計', usagePct: 1 }
  const pitcher = analysis.side === 'pitching'
  return (
    <section aria-labelledby="arsenal-heading" className="space-y-2">
      <h2 id="arsenal-heading" className="text-lg font-bold">
        球種ごとの成績{pitcher ? '' : '（相手投手の球種）'}
      </h2>
      <DataTable<ArsenalLine>
        caption={caption}
        columns={columns}
        rows={analysis.arsenal}
        rowKey={(line) => line.label}
        density="compact"
        footer={[{ key: 'total', label: '合計', value: (column) => column.render(total) }]}
      />
      <ArsenalNote pitcher={pitcher} />
    </section>
  )
}

/** The table's terms in one paragraph; each header's ? opens the full entry, so the note links nowhere (a link inside running text is too small to tap). */
function ArsenalNote({ pitcher }: { pitcher: boolean }) {
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      球速はkm/h。ゾーン%はコースの記録がある球のうちストライクゾーン（5×5の内側3×3）に来た割合、スイング%は全投球のうち振った割合、
      {pitcher ? '' : 'コンタクト%は振ったうちバットに当てた割合、'}空振り%は振ったうち空振りの割合、
      {pitcher ? 'CSW%は見逃しと空振りのストライクの割合、' : ''}チェイス%はゾーン外（外周16マス）の球を振った割合
      {pitcher ? '、決め球%は2ストライクからの球のうち三振を奪った割合' : ''}。{pitcher ? '被打率・被長打率' : '打率・長打率'}
      はその球種で終わった打席のもの。得点価値/100球は、打席の結果の得点価値（その年度のNPB全体の線形加重＝その出来事のRE24の平均）を打席の最後の球に与えて合計し、100球あたりにした値で、プラスほど
      {pitcher ? '失点を防いだ' : '得点を生んだ'}ことを表します。分母が0の率は「-」です。計算式と例は各列の見出しの「?」から用語集で見られます。
    </p>
  )
}
