import { teamColumn } from '@/components/stats/standings/team-column'
import { DataTable, type Column } from '@/components/ui/DataTable'
import { FIELDING_POSITION_LABELS, FIELDING_POSITIONS } from '@/lib/domain/teams/fielding-positions'
import type { ClubFielding } from '@/lib/schemas/player-strategy'
import { defensiveSubs, lineupFigures, topLineupStarter, topStarter } from './fielding-figures'
import { PlayerCell } from './PlayerCell'
import { strategyHref, type StrategyView } from './strategy-href'

type Props = { clubs: readonly ClubFielding[]; view: StrategyView; positionsKnown: boolean }

/** Every club's row: players used at each position and the 守備固め, then who started most at each. */
export function FieldingClubsTables({ clubs, view, positionsKnown }: Props) {
  const detail: Column<ClubFielding> = { key: 'detail', header: '内訳', render: () => '選手別', link: (row) => ({ href: strategyHref({ ...view, team: row.team }) }) }
  const games: Column<ClubFielding> = { key: 'games', header: '試合', align: 'right', render: (row) => row.games }
  if (!positionsKnown) {
    const columns: Column<ClubFielding>[] = [
      teamColumn<ClubFielding>(),
      games,
      { key: 'starters', header: '先発出場した選手', align: 'right', render: (row) => `${lineupFigures(row).starters}人` },
      { key: 'substitute', header: '途中出場', align: 'right', render: (row) => lineupFigures(row).substitute },
      { key: 'top', header: '最多先発', render: (row) => <PlayerCell player={topLineupStarter(row)} side="batting" season={view.season} note={`${topLineupStarter(row)?.starts ?? 0}試合`} /> },
      detail,
    ]
    return <DataTable caption="球団別の先発出場と途中出場" columns={columns} rows={clubs} rowKey={(row) => row.team} density="compact" />
  }
  const used: Column<ClubFielding>[] = [
    teamColumn<ClubFielding>(),
    games,
    ...FIELDING_POSITIONS.map((position, index): Column<ClubFielding> => ({
      key: position,
      header: FIELDING_POSITION_LABELS[position],
      align: 'right',
      render: (row) => row.positions[index]?.playersUsed ?? 0,
    })),
    { key: 'defensiveSubs', header: '守備固め', align: 'right', render: (row) => defensiveSubs(row) },
    detail,
  ]
  const starters: Column<ClubFielding>[] = [
    teamColumn<ClubFielding>(),
    ...FIELDING_POSITIONS.map((position, index): Column<ClubFielding> => ({
      key: position,
      header: FIELDING_POSITION_LABELS[position],
      render: (row) => {
        const top = topStarter(row.positions[index])
        return <PlayerCell player={top} side="batting" season={view.season} note={`${top?.starts ?? 0}`} />
      },
    })),
  ]
  return (
    <div className="space-y-8">
      <section aria-labelledby="players-used" className="space-y-3">
        <h2 id="players-used" className="text-lg font-bold text-slate-900">守備位置別の起用人数</h2>
        <p className="text-xs text-slate-500">各守備位置に就いた選手の数（途中出場を含む）。守備固めは代打・代走以外で途中から守備に就いた選手の数です。</p>
        <DataTable caption="球団別・守備位置別の起用人数" columns={used} rows={clubs} rowKey={(row) => row.team} density="compact" />
      </section>
      <section aria-labelledby="top-starters" className="space-y-3">
        <h2 id="top-starters" className="text-lg font-bold text-slate-900">守備位置別の最多先発</h2>
        <p className="text-xs text-slate-500">各守備位置で最も多く先発した選手と先発試合数。</p>
        <DataTable caption="球団別・守備位置別の最多先発" columns={starters} rows={clubs} rowKey={(row) => row.team} density="compact" />
      </section>
    </div>
  )
}
