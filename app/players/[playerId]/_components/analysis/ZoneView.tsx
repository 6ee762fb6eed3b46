import { DataTable } from '@/components/ui/DataTable'
import { PillLinks } from '@/components/ui/PillLinks'
import { PITCH_TYPE_LABELS } from '@/lib/domain/events'
import { formatStat } from '@/lib/domain/format/stat-format'
import { heatRange } from '@/lib/domain/pitching-analysis/heat-color'
import { ZONE_METRIC_LABELS, ZONE_METRICS, zoneHref, zoneName, zoneValue, type ZoneMetric, type ZoneQuery } from '@/lib/domain/pitching-analysis/zone-view'
import type { AvailablePitchAnalysis, ZoneGrid } from '@/lib/schemas/pitch-analysis'
import { withGlossary } from './analysis-glossary'
import { ZoneHeatMap } from './ZoneHeatMap'

type Props = { analysis: AvailablePitchAnalysis; who: string; base: string; query: ZoneQuery }
type Cell = ZoneGrid['cells'][number]

const SAMPLE_NOTE: Readonly<Record<ZoneMetric, string>> = { share: '球数', swing: '球数', whiff: 'スイング数', avg: '打数', slg: '打数' }

const typeLabel = (type: ZoneGrid['type']) => (type === 'all' ? '全球種' : PITCH_TYPE_LABELS[type])

/** コース別: pick a pitch type and a metric (each a URL), see the 5×5 grid and its numbers. */
export function ZoneView({ analysis, who, base, query }: Props) {
  const side = analysis.side
  // A type he never threw (or never saw) falls back to all pitches, the first grid.
  const grid = analysis.zones.find((zone) => zone.type === query.type) ?? analysis.zones[0]
  if (!grid) return null
  const { metric } = query
  const metricLabel = ZONE_METRIC_LABELS[metric][side]
  const label = `${who}の${typeLabel(grid.type)}のコース別${metricLabel}（捕手から見た5×5マス、太枠がストライクゾーン）`
  const pitcher = side === 'pitching'
  const format = ZONE_METRIC_LABELS[metric].format
  const range = heatRange(grid.cells.map((cell) => zoneValue(cell, metric)))
  return (
    <section aria-labelledby="zone-heading" className="space-y-3">
      <h2 id="zone-heading" className="text-lg font-bold">コース別</h2>
      <PillLinks
        label="球種"
        alignLabel
        pills={analysis.zones.map((zone) => ({ href: zoneHref(base, side, { type: zone.type, metric }), label: typeLabel(zone.type), active: zone.type === grid.type }))}
      />
      <PillLinks
        label="指標"
        alignLabel
        pills={ZONE_METRICS[side].map((choice) => ({ href: zoneHref(base, side, { type: grid.type, metric: choice }), label: ZONE_METRIC_LABELS[choice][side], active: choice === metric }))}
      />
      <figure className="space-y-1">
        <ZoneHeatMap grid={grid} metric={metric} format={format} label={label} />
        <figcaption className="text-xs text-slate-600">
          捕手から見た図（左が三塁側）。太枠がストライクゾーン、色が濃いほど値が大きいマスです{range ? `（${formatStat(range.min, format)}〜${formatStat(range.max, format)}）` : ''}。小さい数字はそのマスの分母（{SAMPLE_NOTE[metric]}）。コースの記録がある{formatStat(grid.located, 'count')}球。
          {metric === 'avg' || metric === 'slg' ? 'その球で終わった打席の打数がないマスは「-」。' : ''}
        </figcaption>
      </figure>
      <details className="text-sm">
        <summary className="min-h-11 cursor-pointer py-2 text-brand">マスごとの数値を表で見る</summary>
        <DataTable<Cell>
          caption={`${who}の${typeLabel(grid.type)}のコース別の数値`}
          columns={withGlossary<Cell>([
            { key: 'zone', header: 'コース', rowHeader: true, render: (cell) => `${zoneName(cell.zone)}${cell.inStrikeZone ? '（ゾーン）' : ''}` },
            { key: 'pitches', header: '球数', align: 'right', render: (cell) => formatStat(cell.pitches, 'count') },
            { key: 'share', header: '割合', align: 'right', render: (cell) => formatStat(cell.sharePct, 'percent') },
            { key: 'swing', header: 'スイング%', align: 'right', render: (cell) => formatStat(cell.swingPct, 'percent') },
            { key: 'whiff', header: '空振り%', align: 'right', render: (cell) => formatStat(cell.whiffPct, 'percent') },
            { key: 'ab', header: '打数', align: 'right', render: (cell) => formatStat(cell.ab, 'count') },
            { key: 'avg', header: pitcher ? '被打率' : '打率', align: 'right', render: (cell) => formatStat(cell.avg, 'rate3') },
            { key: 'slg', header: pitcher ? '被長打率' : '長打率', align: 'right', render: (cell) => formatStat(cell.slg, 'rate3') },
          ], side)}
          rows={grid.cells}
          rowKey={(cell) => String(cell.zone)}
          density="compact"
        />
      </details>
    </section>
  )
}
