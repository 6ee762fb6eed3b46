import { cacheLife } from 'next/cache'
import { DataTable } from '@/components/ui/DataTable'
import { getPitchTypeSummary } from '@/lib/data/loaders/pitch-boards/get-pitch-type-summary'
import { formatStat } from '@/lib/domain/format/stat-format'
import { modalBin } from '@/lib/domain/pitch-metrics/velocity-histogram'
import { PITCH_TYPE_COLORS } from '@/lib/domain/pitching-analysis/pitch-colors'
import type { PitchTypeSummary } from '@/lib/schemas/pitch-boards'
import { CountUsageTable } from './CountUsageTable'
import { VelocityChartLazy } from './VelocityChartLazy'

type TypeLine = Extract<PitchTypeSummary, { available: true }>['types'][number]

const band = (fromKmh: number) => `${fromKmh}〜${fromKmh + 2}km/h`
const mostThrown = (line: TypeLine) => {
  const bin = modalBin(line.bins)
  return bin ? band(bin.fromKmh) : '-'
}

/**
 * The league's pitch types in a season: a table of count, share and speeds (also the charts' text
 * alternative), a speed histogram per type on one km/h axis, and the mix at each count. Nothing
 * for a season without pitch rows (the board says so). Kept for the server's life, as the boards.
 */
export async function TypeSummaryView({ season }: { season: number }) {
  'use cache'
  cacheLife('max')
  const summary = getPitchTypeSummary(season)
  if (!summary?.available) return null
  const timed = summary.types.filter((line) => line.bins.length > 0)
  const low = Math.min(...timed.map((line) => line.bins[0]?.fromKmh ?? Infinity))
  const high = Math.max(...timed.map((line) => (line.bins[line.bins.length - 1]?.fromKmh ?? -Infinity) + 2))
  return (
    <section aria-labelledby="league-types" className="space-y-4">
      <h2 id="league-types" className="text-lg font-bold text-slate-900">{`${season}年 リーグ全体の球種`}</h2>
      <p className="text-sm text-slate-600">{`レギュラーシーズン（交流戦を含む）の全${summary.pitches.toLocaleString('ja-JP')}球を球種ごとに集計しています。`}</p>
      <DataTable<TypeLine>
        caption={`${season}年 球種別の投球数と球速`}
        rows={summary.types}
        rowKey={(line) => line.type}
        density="compact"
        columns={[
          { key: 'type', header: '球種', rowHeader: true, render: (line) => line.label },
          { key: 'pitches', header: '球数', align: 'right', render: (line) => formatStat(line.pitches, 'count'), glossary: { key: 'pitches' } },
          { key: 'usage', header: '割合', align: 'right', render: (line) => formatStat(line.usagePct, 'percent'), glossary: { key: 'usage_pct' } },
          { key: 'avg', header: '平均球速', align: 'right', render: (line) => formatStat(line.avgSpeedKmh, 'decimal1'), glossary: { key: 'avg_speed' } },
          { key: 'max', header: '最速', align: 'right', render: (line) => formatStat(line.maxSpeedKmh, 'integer'), glossary: { key: 'max_speed' } },
          { key: 'mode', header: '最も多い球速帯', align: 'right', render: mostThrown },
        ]}
      />
      {timed.length > 0 ? (
        <div className="space-y-2">
          <h3 className="font-bold text-slate-900">球種別の球速分布</h3>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {timed.map((line) => (
              <li key={line.type} className="rounded border border-slate-200 bg-white p-2">
                <p className="mb-1 text-xs font-semibold text-slate-700">{line.label}</p>
                <VelocityChartLazy
                  description={`${line.label}の球速分布（2km/hごとの球数、最も多いのは${mostThrown(line)}）`}
                  label={line.label}
                  color={PITCH_TYPE_COLORS[line.type]}
                  fromKmh={line.bins[0]?.fromKmh ?? low}
                  counts={line.bins.map((bin) => bin.pitches)}
                  domain={[low, high]}
                />
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">横軸は球速（km/h）、棒は2km/hごとの球数です。球速の記録がない球は含みません。数値は上の表の「最も多い球速帯」と平均・最速を見てください。</p>
        </div>
      ) : null}
      <CountUsageTable summary={summary} />
    </section>
  )
}
