import { teamColumn } from '@/components/stats/standings/team-column'
import { DataTable, type Column } from '@/components/ui/DataTable'
import type { ClubPitching } from '@/lib/schemas/player-strategy'
import { PlayerCell } from './PlayerCell'
import { strategyHref, type StrategyView } from './strategy-href'
import { averageInnings, averagePitches, inningShares, totalInnings } from './usage-format'

type Props = { clubs: readonly ClubPitching[]; view: StrategyView }

/** One comparable row per club: its starters, its bullpen and how the innings split between them. */
export function PitchingClubsTable({ clubs, view }: Props) {
  const columns: Column<ClubPitching>[] = [
    teamColumn<ClubPitching>(),
    { key: 'games', header: '試合', align: 'right', render: (row) => row.games },
    { key: 'starters', header: '先発投手', align: 'right', render: (row) => `${row.starters}人` },
    {
      key: 'topStarter',
      header: '最多先発',
      render: (row) => <PlayerCell player={row.topStarter} side="pitching" season={view.season} note={`${row.topStarter?.starts ?? 0}先発`} />,
    },
    { key: 'avgInnings', header: '平均投球回', align: 'right', render: (row) => averageInnings(row.counts.startOuts, row.counts.starts) },
    { key: 'avgPitches', header: '平均球数', align: 'right', render: (row) => averagePitches(row.counts) },
    { key: 'qs', header: 'QS', align: 'right', render: (row) => row.counts.qualityStarts },
    { key: 'relief', header: '救援登板', align: 'right', render: (row) => row.counts.reliefAppearances },
    { key: 'relievers', header: '救援投手', align: 'right', render: (row) => `${row.relievers}人` },
    { key: 'reliefInnings', header: '救援回', align: 'right', render: (row) => totalInnings(row.counts.reliefOuts) },
    { key: 'backToBack', header: '連投', align: 'right', render: (row) => row.counts.backToBack },
    {
      key: 'longestRun',
      header: '最長連投',
      render: (row) => <PlayerCell player={row.longestRunBy} side="pitching" season={view.season} note={`${row.counts.longestRun}日`} />,
    },
    { key: 'starterShare', header: '先発 投球回%', align: 'right', render: (row) => inningShares(row.counts).starters },
    { key: 'bullpenShare', header: '救援 投球回%', align: 'right', render: (row) => inningShares(row.counts).bullpen },
    { key: 'detail', header: '内訳', render: () => '投手別', link: (row) => ({ href: strategyHref({ ...view, team: row.team }) }) },
  ]
  return <DataTable caption="球団別の投手起用" columns={columns} rows={clubs} rowKey={(row) => row.team} phoneLead={['bullpenShare']} density="compact" />
}
