import { DataTable, type Column } from '@/components/ui/DataTable'
import { FIELDING_POSITION_LABELS, FIELDING_POSITIONS } from '@/lib/domain/teams/fielding-positions'
import type { ClubFielding, FieldingUsage } from '@/lib/schemas/player-strategy'
import { defensiveSubs, lineupFigures, playersUsed, topStarter } from './fielding-figures'
import { MonthMatrix } from './MonthMatrix'
import { PlayerCell } from './PlayerCell'

type MonthRow = { month: number; club: ClubFielding }

const monthColumn: Column<MonthRow> = { key: 'month', header: '月', rowHeader: true, render: (row) => `${row.month}月` }
const gamesColumn: Column<MonthRow> = { key: 'games', header: '試合', align: 'right', render: (row) => row.club.games }

/** One club month by month: players used at each position and 守備固め, then each position's most-used starter. */
function ClubMonths({ usage }: { usage: FieldingUsage }) {
  const rows = usage.months.flatMap((month): MonthRow[] => (month.clubs[0] ? [{ month: month.month, club: month.clubs[0] }] : []))
  const season = usage.clubs[0]
  const seasonRow: MonthRow | null = season ? { month: 0, club: season } : null
  const footer = (columns: readonly Column<MonthRow>[]) =>
    seasonRow && columns.length > 0 ? [{ key: 'season', label: 'シーズン', value: (column: Column<MonthRow>) => column.render(seasonRow) }] : []
  if (!usage.positionsKnown) {
    const columns: Column<MonthRow>[] = [
      monthColumn,
      gamesColumn,
      { key: 'starters', header: '先発出場した選手', align: 'right', render: (row) => `${lineupFigures(row.club).starters}人` },
      { key: 'substitute', header: '途中出場', align: 'right', render: (row) => lineupFigures(row.club).substitute },
    ]
    return <DataTable caption="月別の先発出場と途中出場" columns={columns} rows={rows} rowKey={(row) => String(row.month)} density="compact" footer={footer(columns)} />
  }
  const used: Column<MonthRow>[] = [
    monthColumn,
    gamesColumn,
    ...FIELDING_POSITIONS.map((position, index): Column<MonthRow> => ({ key: position, header: FIELDING_POSITION_LABELS[position], align: 'right', render: (row) => row.club.positions[index]?.playersUsed ?? 0 })),
    { key: 'defensiveSubs', header: '守備固め', align: 'right', render: (row) => defensiveSubs(row.club) },
  ]
  const starters: Column<MonthRow>[] = [
    monthColumn,
    ...FIELDING_POSITIONS.map((position, index): Column<MonthRow> => ({
      key: position,
      header: FIELDING_POSITION_LABELS[position],
      render: (row) => {
        const top = topStarter(row.club.positions[index])
        return <PlayerCell player={top} side="batting" season={usage.season} note={`${top?.starts ?? 0}`} />
      },
    })),
  ]
  return (
    <div className="space-y-8">
      <section aria-labelledby="monthly-used" className="space-y-3">
        <h2 id="monthly-used" className="text-lg font-bold text-slate-900">月別の起用人数</h2>
        <DataTable caption="月別・守備位置別の起用人数と守備固め" columns={used} rows={rows} rowKey={(row) => String(row.month)} density="compact" footer={footer(used)} />
      </section>
      <section aria-labelledby="monthly-starters" className="space-y-3">
        <h2 id="monthly-starters" className="text-lg font-bold text-slate-900">月別の最多先発</h2>
        <DataTable caption="月別・守備位置別の最多先発" columns={starters} rows={rows} rowKey={(row) => String(row.month)} density="compact" />
      </section>
    </div>
  )
}

/** Monthly mode: one club's months, or every club's figures side by side. */
export function FieldingMonthTables({ usage }: { usage: FieldingUsage }) {
  if (usage.team) return <ClubMonths usage={usage} />
  if (!usage.positionsKnown) {
    return (
      <div className="space-y-8">
        <MonthMatrix id="monthly-starters" title="先発出場した選手の数" months={usage.months} season={usage.clubs} value={(club) => lineupFigures(club).starters} />
        <MonthMatrix id="monthly-substitutes" title="途中出場" months={usage.months} season={usage.clubs} value={(club) => lineupFigures(club).substitute} />
      </div>
    )
  }
  return (
    <div className="space-y-8">
      <MonthMatrix id="monthly-used" title="起用人数" note="9つの守備位置（指名打者を含む）それぞれに就いた選手の数の合計。" months={usage.months} season={usage.clubs} value={playersUsed} />
      <MonthMatrix id="monthly-defensive-subs" title="守備固め" months={usage.months} season={usage.clubs} value={defensiveSubs} />
    </div>
  )
}
