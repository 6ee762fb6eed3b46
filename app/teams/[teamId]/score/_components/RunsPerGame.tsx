import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatPercent } from '@/lib/domain/format/numbers'
import { formatStat } from '@/lib/domain/format/stat-format'
import { TEAM_CHART_COLORS } from '@/lib/domain/teams/chart-colors'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'
import { ShareBars, ShareBarsLegend } from './ShareBars'

type Side = 'scored' | 'allowed'
type Row = { runs: string; count: number; share: number | null; league: number | null }
type Average = { side: string; mean: number | null; leagueMean: number | null; median: number | null; leagueMedian: number | null }

const SIDE_LABELS: Readonly<Record<Side, string>> = { scored: '得点', allowed: '失点' }
const BUCKET_LABELS = Array.from({ length: 11 }, (_, runs) => (runs === 10 ? '10+' : String(runs)))

function SpreadTable({ data, side }: { data: TeamScoreDistribution; side: Side }) {
  const club = data.club[side]
  const league = data.leagueProfile[side]
  const rows: Row[] = BUCKET_LABELS.map((runs, index) => ({ runs, count: club.counts[index] ?? 0, share: club.shares[index] ?? null, league: league.shares[index] ?? null }))
  const max = Math.max(...rows.flatMap((row) => [row.share ?? 0, row.league ?? 0]))
  const color = TEAM_CHART_COLORS[data.team]
  const columns: Column<Row>[] = [
    { key: 'runs', header: SIDE_LABELS[side], rowHeader: true, align: 'right', render: (row) => row.runs },
    { key: 'count', header: '試合', align: 'right', render: (row) => row.count },
    { key: 'share', header: '割合', align: 'right', render: (row) => formatPercent(row.share) },
    { key: 'league', header: 'リーグ', align: 'right', render: (row) => formatPercent(row.league) },
    { key: 'bar', header: '分布', render: (row) => <ShareBars club={row.share} league={row.league} max={max} color={color} /> },
  ]
  return (
    <DataTable
      caption={`1試合の${SIDE_LABELS[side]}ごとの試合数と割合（${TEAM_BY_CODE[data.team].shortName}と${LEAGUE_NAMES[data.league]}平均）`}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.runs}
      density="compact"
      fit
      footer={[{ key: 'total', label: '計', value: (column) => (column.key === 'count' ? club.games : column.key === 'share' && club.games > 0 ? '100.0%' : '') }]}
    />
  )
}

/** Runs scored and allowed per game, 0–9 and 10+, as the club's share of its games beside its league's. */
export function RunsPerGame({ data }: { data: TeamScoreDistribution }) {
  const club = TEAM_BY_CODE[data.team].shortName
  const leagueName = `${LEAGUE_NAMES[data.league]}平均`
  const averages: Average[] = (['scored', 'allowed'] as const).map((side) => ({
    side: SIDE_LABELS[side], mean: data.club[side].mean, leagueMean: data.leagueProfile[side].mean, median: data.club[side].median, leagueMedian: data.leagueProfile[side].median,
  }))
  const averageColumns: Column<Average>[] = [
    { key: 'side', header: '1試合', rowHeader: true, render: (row) => row.side },
    { key: 'mean', header: `${club} 平均`, align: 'right', render: (row) => formatStat(row.mean, 'decimal2') },
    { key: 'leagueMean', header: 'リーグ平均', align: 'right', render: (row) => formatStat(row.leagueMean, 'decimal2') },
    { key: 'median', header: `${club} 中央値`, align: 'right', render: (row) => formatStat(row.median, 'decimal1') },
    { key: 'leagueMedian', header: 'リーグ中央値', align: 'right', render: (row) => formatStat(row.leagueMedian, 'decimal1') },
  ]
  return (
    <section aria-labelledby="runs-per-game" className="space-y-3">
      <h2 id="runs-per-game" className="text-lg font-bold text-slate-900">1試合の得点・失点の分布</h2>
      <p className="text-xs text-slate-500">{`レギュラーシーズン（交流戦を含む）の全試合を、その試合の得点（失点）で数えた試合数と割合です。平均・中央値は1試合の得点（失点）の値。リーグは${LEAGUE_NAMES[data.league]}6球団の全試合での割合（球団の平均）です。`}</p>
      <DataTable caption={`1試合あたりの得点・失点の平均と中央値（${club}と${leagueName}）`} columns={averageColumns} rows={averages} rowKey={(row) => row.side} density="compact" fit />
      <ShareBarsLegend club={club} league={leagueName} color={TEAM_CHART_COLORS[data.team]} />
      <div className="grid gap-4 lg:grid-cols-2">
        <SpreadTable data={data} side="scored" />
        <SpreadTable data={data} side="allowed" />
      </div>
    </section>
  )
}
