import { DataTable, type Column } from '@/components/ui/DataTable'
import { formatInnings } from '@/lib/domain/format/numbers'
import { formatShares } from '@/lib/domain/format/shares'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import { FIELDING_POSITION_LABELS } from '@/lib/domain/teams/fielding-positions'
import { ENTRY_INNING_LABELS } from '@/lib/domain/teams/usage-buckets'
import type { ClubFielding, LineupPlayer, PositionPlayer, PositionUsage } from '@/lib/schemas/player-strategy'
import { topStarter } from './fielding-figures'
import { PlayerCell } from './PlayerCell'
import { countsWithShares } from './usage-format'

type Props = { club: ClubFielding; season: number; positionsKnown: boolean }
type PlayerRow = PositionPlayer & { position: PositionUsage['position']; share: string }

/** One club: who started where and for how many innings, the players used at each position and its 守備固め. */
export function FieldingTeamTables({ club, season, positionsKnown }: Props) {
  const player = <Row extends { playerId: string; name: string }>(): Column<Row> => ({
    key: 'player', header: '選手', rowHeader: true, render: (row) => row.name, link: (row) => ({ href: playerCareerHref(row.playerId, 'batting', season) }),
  })
  if (!positionsKnown) {
    const columns: Column<LineupPlayer>[] = [
      player<LineupPlayer>(),
      { key: 'starts', header: '先発出場', align: 'right', render: (row) => row.starts },
      { key: 'substitute', header: '途中出場', align: 'right', render: (row) => row.substitute },
      { key: 'games', header: '出場試合', align: 'right', render: (row) => row.starts + row.substitute },
    ]
    return <DataTable caption="選手別の先発出場と途中出場" columns={columns} rows={club.lineup} rowKey={(row) => row.playerId} density="compact" />
  }
  const summary: Column<PositionUsage>[] = [
    { key: 'position', header: '位置', rowHeader: true, render: (row) => FIELDING_POSITION_LABELS[row.position] },
    { key: 'starts', header: '先発', align: 'right', render: (row) => row.starts },
    { key: 'playersUsed', header: '起用人数', align: 'right', render: (row) => `${row.playersUsed}人` },
    { key: 'top', header: '最多先発', render: (row) => <PlayerCell player={topStarter(row)} side="batting" season={season} note={`${topStarter(row)?.starts ?? 0}`} /> },
    { key: 'defensiveSubs', header: '守備固め', align: 'right', render: (row) => row.defensiveSubs },
  ]
  // Each position's starts shares add up to 100%.
  const players: PlayerRow[] = club.positions.flatMap((position) => {
    const shares = formatShares(position.players.map((one) => one.starts))
    return position.players.map((one, index) => ({ ...one, position: position.position, share: shares[index] ?? '-' }))
  })
  const playerColumns: Column<PlayerRow>[] = [
    { key: 'position', header: '位置', render: (row) => FIELDING_POSITION_LABELS[row.position], width: 44 },
    player<PlayerRow>(),
    { key: 'starts', header: '先発', align: 'right', render: (row) => row.starts },
    { key: 'share', header: '先発の割合', align: 'right', render: (row) => row.share },
    { key: 'games', header: '出場', align: 'right', render: (row) => row.games },
    { key: 'innings', header: '守備イニング', align: 'right', render: (row) => (row.position === 'DH' ? '-' : formatInnings(row.outs, 'decimal')) },
  ]
  const subs = countsWithShares(club.defensiveSubs)
  return (
    <div className="space-y-8">
      <section aria-labelledby="positions" className="space-y-3">
        <h2 id="positions" className="text-lg font-bold text-slate-900">守備位置別の起用</h2>
        <DataTable caption="守備位置別の先発・起用人数・守備固め" columns={summary} rows={club.positions} rowKey={(row) => row.position} density="compact" />
      </section>
      <section aria-labelledby="position-players" className="space-y-3">
        <h2 id="position-players" className="text-lg font-bold text-slate-900">守備位置別・選手別の出場</h2>
        <p className="text-xs text-slate-500">先発の割合はその守備位置の先発試合に占める割合（守備位置ごとに合計100%）。守備イニングは123.1＝123回1/3。</p>
        <DataTable caption="守備位置別・選手別の先発と守備イニング" columns={playerColumns} rows={players} rowKey={(row) => `${row.position}:${row.playerId}`} leading={2} pinned={2} density="compact" />
      </section>
      <section aria-labelledby="defensive-subs" className="space-y-3">
        <h2 id="defensive-subs" className="text-lg font-bold text-slate-900">守備固めのイニング</h2>
        <p className="text-xs text-slate-500">代打・代走以外で途中から守備に就いた選手を、最初に守ったイニングで数えます。</p>
        <DataTable
          caption="守備固めの投入イニング"
          columns={[
            { key: 'label', header: '', rowHeader: true, render: () => '守備固め' },
            { key: 'total', header: '計', align: 'right', render: () => club.defensiveSubs.reduce((sum, count) => sum + count, 0) },
            ...ENTRY_INNING_LABELS.map((label, index): Column<{ key: string }> => ({ key: `inning-${index}`, header: label, align: 'right', render: () => subs[index] ?? '0' })),
          ]}
          rows={[{ key: 'club' }]}
          rowKey={(row) => row.key}
          density="compact"
          fit
        />
      </section>
    </div>
  )
}
