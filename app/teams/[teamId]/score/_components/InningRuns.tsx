import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatStat } from '@/lib/domain/format/stat-format'
import { LEAGUE_NAMES, TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import type { TeamScoreDistribution } from '@/lib/schemas/team-score-distribution'

type Row = { inning: string; scored: number; scoredPerGame: number | null; leagueScored: number | null; allowed: number; allowedPerGame: number | null; leagueAllowed: number | null }

const INNING_LABELS = [...Array.from({ length: 9 }, (_, index) => `${index + 1}回`), '延長']
const perGame = (value: number | null) => formatStat(value, 'decimal2')

const COLUMNS: Column<Row>[] = [
  { key: 'inning', header: '回', rowHeader: true, render: (row) => row.inning },
  { key: 'scored', header: '得点', align: 'right', render: (row) => row.scored },
  { key: 'scoredPerGame', header: '平均', align: 'right', render: (row) => perGame(row.scoredPerGame) },
  { key: 'leagueScored', header: 'リーグ', align: 'right', render: (row) => perGame(row.leagueScored) },
  { key: 'allowed', header: '失点', align: 'right', render: (row) => row.allowed },
  { key: 'allowedPerGame', header: '平均', align: 'right', render: (row) => perGame(row.allowedPerGame) },
  { key: 'leagueAllowed', header: 'リーグ', align: 'right', render: (row) => perGame(row.leagueAllowed) },
]

/** Runs scored and allowed in each inning and in extra innings together, per game beside the league's. */
export function InningRuns({ data }: { data: TeamScoreDistribution }) {
  const club = data.club.byInning
  const league = data.leagueProfile.byInning
  const rows: Row[] = INNING_LABELS.map((inning, index) => ({
    inning,
    scored: club.scored[index] ?? 0,
    scoredPerGame: club.scoredPerGame[index] ?? null,
    leagueScored: league.scoredPerGame[index] ?? null,
    allowed: club.allowed[index] ?? 0,
    allowedPerGame: club.allowedPerGame[index] ?? null,
    leagueAllowed: league.allowedPerGame[index] ?? null,
  }))
  const totals: Readonly<Record<string, string | number>> = {
    scored: data.club.scored.runs, scoredPerGame: perGame(data.club.scored.mean), leagueScored: perGame(data.leagueProfile.scored.mean),
    allowed: data.club.allowed.runs, allowedPerGame: perGame(data.club.allowed.mean), leagueAllowed: perGame(data.leagueProfile.allowed.mean),
  }
  return (
    <section aria-labelledby="inning-runs" className="space-y-3">
      <h2 id="inning-runs" className="text-lg font-bold text-slate-900">イニング別の得点・失点</h2>
      <p className="text-xs text-slate-500">
        {`各回の得点・失点の合計と、それを試合数（${data.club.games}）で割った1試合平均です。裏の攻撃がなかった回（x）は0点、延長は10回以降の合計（延長${club.extraInningGames}試合）。リーグは${LEAGUE_NAMES[data.league]}6球団の1試合平均です。`}
      </p>
      <DataTable
        caption={`${TEAM_BY_CODE[data.team].shortName}のイニング別得点・失点と${LEAGUE_NAMES[data.league]}の1試合平均`}
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.inning}
        density="compact"
        fit
        footer={[{ key: 'total', label: '計', value: (column) => totals[column.key] ?? '' }]}
      />
    </section>
  )
}
