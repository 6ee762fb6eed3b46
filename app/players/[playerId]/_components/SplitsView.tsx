import { statColumn } from '@/components/stats/records/stat-columns'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { getPlayerSplits } from '@/lib/data/loaders/get-player-splits'
import { formatStat } from '@/lib/domain/format/stat-format'
import type { SplitAxisDto, SplitRowDto } from '@/lib/schemas/player-splits'
import type { RecordType } from '@/lib/schemas/career'

/** The split line's columns: counts, then the rates (for a pitcher, the batters' line against him). */
const COUNT_KEYS = ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'so'] as const
const RATE_KEYS = ['avg', 'obp', 'slg', 'ops'] as const

function statHeader(key: string, type: RecordType): Pick<Column<SplitRowDto>, 'key' | 'header' | 'align' | 'glossary'> {
  const stat = statColumn('batting', key)
  return { key, header: key === 'pa' && type === 'pitching' ? '打者' : (stat?.label ?? key), align: 'right', glossary: stat?.glossary }
}

function columns(type: RecordType): Column<SplitRowDto>[] {
  return [
    ...COUNT_KEYS.map((key) => ({ ...statHeader(key, type), render: (row: SplitRowDto) => formatStat(row.counts[key], 'count') })),
    ...RATE_KEYS.map((key) => ({ ...statHeader(key, type), render: (row: SplitRowDto) => formatStat(row.rates[key], 'rate3') })),
  ]
}

function AxisTable({ axis, type }: { axis: SplitAxisDto; type: RecordType }) {
  if (!axis.rows) return <p className="text-sm text-slate-600">この年度の記録には、{axis.label}に必要なデータ（カウント・試合状況）がありません。</p>
  return (
    <DataTable<SplitRowDto>
      caption={axis.label}
      columns={[
        {
          key: 'label',
          header: axis.label,
          rowHeader: true,
          render: (row) => (row.sums ? row.label : <span className="pl-3 text-slate-600">└ {row.label}</span>),
        },
        ...columns(type),
      ]}
      rows={axis.rows}
      rowKey={(row) => row.key}
      density="compact"
    />
  )
}

type Props = { playerId: string; type: RecordType; season: number }

/** 状況別成績: the season line split eleven ways; each axis's main rows add up to the season line. */
export function SplitsView({ playerId, type, season }: Props) {
  const splits = getPlayerSplits(playerId, season, type)
  if (!splits) return <p className="text-sm text-slate-700">この年度の{type === 'batting' ? '打席' : '対戦'}の記録がありません。</p>
  return (
    <section aria-label="状況別成績" className="space-y-6">
      <nav aria-label="分類" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {splits.axes.map((axis) => (
          <a key={axis.axis} href={`#split-${axis.axis}`} className="inline-flex min-h-11 items-center text-brand underline sm:min-h-0">
            {axis.label}
          </a>
        ))}
      </nav>
      {splits.axes.map((axis) => (
        <div key={axis.axis} id={`split-${axis.axis}`} className="scroll-mt-20 space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{axis.label}</h2>
          <AxisTable axis={axis} type={type} />
        </div>
      ))}
      <p className="text-xs text-slate-600">
        {type === 'pitching' ? '投手の数字は対戦した打者の成績（被打率など）です。' : ''}
        「└」の行（得点圏・満塁・2ストライク・フルカウント）は内訳で、合計には含めません。それ以外の行を足すとシーズン成績になります。レバレッジは試合状況の重要度（LI）で、1.5以上をハイ、0.85未満をローとしています（FanGraphsの区分）。
      </p>
    </section>
  )
}
