import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import type { PlayLineDto } from '@/lib/schemas/play-finder'

type Item = { label: string; value: string }

function items(line: PlayLineDto, side: PlaySide): Item[] {
  const pitching = side === 'pitching'
  const count = (value: number) => formatStat(value, 'count')
  const rate3 = (value: number | null) => formatStat(value, 'rate3')
  return [
    { label: pitching ? '打者' : '打席', value: count(line.pa) },
    { label: '打数', value: count(line.ab) },
    { label: pitching ? '被安打' : '安打', value: count(line.h) },
    { label: pitching ? '被本塁打' : '本塁打', value: count(line.hr) },
    { label: '打点', value: count(line.rbi) },
    { label: pitching ? '与四球' : '四球', value: count(line.bb) },
    { label: pitching ? '与死球' : '死球', value: count(line.hbp) },
    { label: pitching ? '奪三振' : '三振', value: count(line.so) },
    { label: pitching ? '被打率' : '打率', value: rate3(line.avg) },
    { label: '出塁率', value: rate3(line.obp) },
    { label: '長打率', value: rate3(line.slg) },
    { label: pitching ? '被OPS' : 'OPS', value: rate3(line.ops) },
    { label: 'RE24', value: formatSigned(line.re24, 2) },
    { label: 'WPA', value: formatSigned(line.wpa, 2) },
    { label: '平均LI', value: formatStat(line.li, 'decimal2') },
  ]
}

/** The kept PAs' aggregate line as labelled figures that wrap to the screen (no sideways scroll on a phone). */
export function FinderLine({ line, side }: { line: PlayLineDto; side: PlaySide }) {
  return (
    <dl aria-label="条件に当てはまる打席の合計" className="grid grid-cols-3 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 text-center sm:grid-cols-5 lg:grid-cols-8">
      {items(line, side).map((item) => (
        <div key={item.label} className="bg-white px-2 py-1.5">
          <dt className="text-xs text-slate-500">{item.label}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
