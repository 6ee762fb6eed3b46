import { teamHref } from '@/components/stats/standings/TeamLink'
import { DataTable } from '@/components/ui/DataTable'
import { PillLinks } from '@/components/ui/PillLinks'
import { MODE_METRICS, strongestPosition, TEAM_METRIC_LABELS } from '@/lib/domain/analysis/position-correlation'
import { PRODUCTION, productionByPosition } from '@/lib/domain/analysis/position-production'
import { LEADING_SLOTS, MODE_SLOTS, POSITION_SLOT_LABELS, type PositionSlot } from '@/lib/domain/analysis/position-slots'
import { formatSigned } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TEAM_CHART_COLORS } from '@/lib/domain/teams/chart-colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { PositionCorrelationView } from '@/lib/schemas/position-correlation'
import { PositionScatterChartLazy } from './PositionScatterChartLazy'
import { positionViewHref, type PositionView } from './position-view-href'

type Props = { data: PositionCorrelationView; view: PositionView; latest: number; scatter: PositionSlot | null }

type Point = { team: TeamCode; x: number; y: number }

const HEIGHT = 360

/**
 * One position's production against the clubs' runs (scored in batting, allowed in fielding), a
 * point per club, with the same numbers as a table. The position is the URL's (?pos=), or else,
 * of those every club fills every game, the one whose production goes most closely with the runs.
 */
export function ScatterSection({ data, view, latest, scatter }: Props) {
  const metric = MODE_METRICS[data.mode][0] ?? 'runs_scored'
  const position = scatter ?? strongestPosition(data.correlation, metric, LEADING_SLOTS[data.mode]) ?? 'C'
  const xFormat = data.mode === 'batting' ? 'signed1' : 'rate3'
  const points: Point[] = data.clubs
    .flatMap((club) => {
      const x = productionByPosition(data.mode, club.lines)[position] ?? null
      const y = data.results.find((result) => result.team === club.team)?.[metric] ?? null
      return x === null || y === null ? [] : [{ team: club.team, x, y }]
    })
    .sort((a, b) => b.x - a.x)
  const r = data.correlation.find((row) => row.position === position)?.cells.find((cell) => cell.metric === metric)?.r ?? null
  const xLabel = `${POSITION_SLOT_LABELS[position]}の${PRODUCTION[data.mode].label}`
  const yLabel = TEAM_METRIC_LABELS[metric]
  const description = `${data.season}年 ${xLabel}（横軸）と球団の${yLabel}（縦軸）の散布図。相関係数 r ＝ ${formatSigned(r, 2)}`
  return (
    <section aria-labelledby="scatter" className="space-y-3">
      <h2 id="scatter" className="text-lg font-bold text-slate-900">{`${POSITION_SLOT_LABELS[position]}の${PRODUCTION[data.mode].label}と${yLabel}`}</h2>
      <PillLinks
        label="ポジション"
        scroll
        pills={MODE_SLOTS[data.mode].map((slot) => ({ href: positionViewHref(view, latest, slot), label: POSITION_SLOT_LABELS[slot], active: slot === position }))}
      />
      <p className="text-sm text-slate-700">
        {`相関係数 r ＝ ${formatSigned(r, 2)}（12球団）。`}
        {scatter === null ? `初期表示は、全球団が毎試合使う守備位置のうち、この年度に${yLabel}との相関がいちばん強いポジションです。` : ''}
      </p>
      {points.length === 0 ? (
        <p className="text-sm text-slate-600">{`${data.season}年は${POSITION_SLOT_LABELS[position]}の記録がありません。`}</p>
      ) : (
        <>
          <figure className="rounded-lg border border-slate-200 bg-white p-3">
            <PositionScatterChartLazy
              description={description}
              points={points.map((point) => ({ ...point, label: TEAM_BY_CODE[point.team].abbreviation, color: TEAM_CHART_COLORS[point.team], selected: point.team === view.team }))}
              xLabel={xLabel}
              yLabel={yLabel}
              xFormat={xFormat}
              yFormat="count"
              height={HEIGHT}
            />
            <figcaption className="sr-only">{description}</figcaption>
          </figure>
          <DataTable<Point>
            caption={`${data.season}年 球団別の${xLabel}と${yLabel}（散布図の数値）`}
            rows={points}
            rowKey={(point) => point.team}
            columns={[
              { key: 'team', header: '球団', rowHeader: true, render: (point) => TEAM_BY_CODE[point.team].shortName, link: (point) => ({ href: teamHref(point.team) }) },
              { key: 'x', header: xLabel, align: 'right', render: (point) => formatStat(point.x, xFormat) },
              { key: 'y', header: yLabel, align: 'right', render: (point) => formatStat(point.y, 'count') },
            ]}
            highlight="x"
            density="compact"
            fit
          />
        </>
      )}
    </section>
  )
}
