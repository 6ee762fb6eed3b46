import { PageLink } from '@/components/navigation/PageLink'
import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { CELL_LINK, DataTable, type Column } from '@/components/ui/DataTable'
import { formatSigned } from '@/lib/domain/format/numbers'
import { playerCareerHref } from '@/lib/domain/players/player-views'
import type { WpaLeader } from '@/lib/schemas/game-mvp'
import { Notice } from './Notice'

type Props = { caption: string; rows: readonly WpaLeader[]; role: WpaLeader['role']; season: number }

/** A month's top WPA batters or pitchers: rank and name pinned, the club in its colours, WPA, PA or BF, and games. */
export function WpaLeaderTable({ caption, rows, role, season }: Props) {
  if (rows.length === 0) return <Notice>この月の{role === 'batter' ? '打者' : '投手'}の記録はありません。</Notice>
  const side = role === 'batter' ? 'batting' : 'pitching'
  const columns: Column<WpaLeader>[] = [
    {
      key: 'player',
      header: '選手',
      rowHeader: true,
      render: (row) => (
        <span className="flex items-baseline gap-1.5 sm:gap-2">
          <span className="w-5 shrink-0 text-right text-xs font-normal text-slate-500">{row.rank}</span>
          <PageLink href={playerCareerHref(row.playerId, side, season)} className={`text-brand hover:underline ${CELL_LINK}`}>{row.name}</PageLink>
        </span>
      ),
    },
    { key: 'team', header: '球団', render: (row) => <TeamBadge team={row.team} /> },
    { key: 'wpa', header: 'WPA', align: 'right', glossary: { key: 'wpa' }, render: (row) => formatSigned(row.wpa, 3) },
    role === 'batter'
      ? { key: 'pa', header: '打席', align: 'right', glossary: { key: 'pa' }, render: (row) => row.pa }
      : { key: 'pa', header: '打者', align: 'right', glossary: { key: 'bf' }, render: (row) => row.pa },
    { key: 'games', header: '試合', align: 'right', render: (row) => row.games },
  ]
  return (
    <DataTable<WpaLeader>
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.playerId}-${row.team}`}
      leading={2}
      highlight="wpa"
      density="compact"
    />
  )
}
