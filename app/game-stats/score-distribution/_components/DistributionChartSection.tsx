import { shortLabels, sideLabel, SIDE_COLORS } from '@/app/game-stats/_components/score/score-side'
import { ScoreDistributionChartLazy } from '@/components/charts/ScoreDistributionChartLazy'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatPercent } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_RUN_BUCKETS } from '@/lib/domain/game-stats/score-league-distribution'
import type { LeagueScoreDistributionDto } from '@/lib/schemas/score-distribution'

type Props = { main: LeagueScoreDistributionDto; other: LeagueScoreDistributionDto | null }
type Row = { label: string; index: number }

/** 0, 1, …, 14 and 15+. */
const BUCKET_LABELS = Array.from({ length: LEAGUE_RUN_BUCKETS }, (_, runs) => (runs === LEAGUE_RUN_BUCKETS - 1 ? `${runs}+` : String(runs)))
const ROWS: readonly Row[] = BUCKET_LABELS.map((label, index) => ({ label, index }))

/** A side's two columns: its club-games at each number of runs and their share. */
function sideColumns(side: LeagueScoreDistributionDto, name: string | null, key: string): Column<Row>[] {
  const prefix = name ? `${name} ` : ''
  return [
    { key: `${key}-games`, header: `${prefix}球団試合`, align: 'right', render: (row) => formatStat(side.runs.counts[row.index] ?? 0, 'count') },
    { key: `${key}-share`, header: `${prefix}割合`, align: 'right', render: (row) => formatPercent(side.runs.shares[row.index] ?? null) },
  ]
}

/** The runs per club-game as bars of their share (lazy recharts), and the same numbers as a table under it. */
export function DistributionChartSection({ main, other }: Props) {
  const [mainName, otherName] = other ? shortLabels(main, other) : [null, null]
  const sides = other ? [main, other] : [main]
  const description = `1試合の得点ごとの球団試合の割合（${sides.map(sideLabel).join('と')}）`
  const columns: Column<Row>[] = [
    { key: 'runs', header: '得点', rowHeader: true, align: 'right', render: (row) => row.label },
    ...sideColumns(main, mainName, 'main'),
    ...(other ? sideColumns(other, otherName, 'other') : []),
  ]
  const totals: Readonly<Record<string, string>> = {
    'main-games': formatStat(main.clubGames, 'count'), 'main-share': '100.0%',
    ...(other ? { 'other-games': formatStat(other.clubGames, 'count'), 'other-share': '100.0%' } : {}),
  }
  return (
    <section aria-labelledby="score-spread" className="space-y-3">
      <h2 id="score-spread" className="text-lg font-bold text-slate-900">1試合の得点の分布</h2>
      <figure className="rounded-lg border border-slate-200 bg-white p-3">
        <ScoreDistributionChartLazy
          description={description}
          labels={BUCKET_LABELS}
          series={sides.map((side, index) => ({ key: index === 0 ? 'main' : 'other', name: sideLabel(side), color: index === 0 ? SIDE_COLORS.main : SIDE_COLORS.other, shares: side.runs.shares }))}
        />
        <figcaption className="sr-only">{description}</figcaption>
      </figure>
      <DataTable
        caption={description}
        columns={columns}
        rows={ROWS}
        rowKey={(row) => row.label}
        density="compact"
        fit
        footer={[{ key: 'total', label: '計', value: (column) => totals[column.key] ?? '' }]}
      />
    </section>
  )
}
