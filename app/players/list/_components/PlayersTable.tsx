import { playerPageHref } from '@/components/search/player-page-href'
import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { CELL_LINK, DataTable, type Column } from '@/components/ui/DataTable'
import { SiteLink } from '@/components/ui/SiteLink'
import { playerStatusLabel } from '@/lib/domain/format/player-status'
import { positionLabel } from '@/lib/domain/format/position-label'
import type { PlayerSummary } from '@/lib/schemas/players'

function NameCell({ player }: { player: PlayerSummary }) {
  const href = playerPageHref(player)
  return (
    <>
      {href ? (
        <SiteLink href={href} className={`text-brand hover:underline ${CELL_LINK}`} upcoming="plain">
          {player.name}
        </SiteLink>
      ) : (
        player.name
      )}
      {player.romaji && <span className="block text-xs font-normal text-slate-500">{player.romaji}</span>}
    </>
  )
}

const COLUMNS: readonly Column<PlayerSummary>[] = [
  { key: 'name', header: '選手', render: (player) => <NameCell player={player} /> },
  { key: 'kana', header: 'よみ', render: (player) => player.kana ?? '-' },
  { key: 'team', header: '球団', render: (player) => (player.team ? <TeamBadge team={player.team} /> : '-') },
  { key: 'number', header: '背番号', align: 'right', render: (player) => player.number ?? '-' },
  { key: 'position', header: '守備', render: (player) => positionLabel(player.position) },
  { key: 'status', header: '状態', render: (player) => playerStatusLabel({ active: player.active, lastSeason: player.last_season }) ?? '-' },
]

type Props = { caption: string; players: readonly PlayerSummary[]; showKana: boolean; showTeam?: boolean }

/** Players with their latest club; a reading column only where the data has readings, no club column in one club's list. */
export function PlayersTable({ caption, players, showKana, showTeam = true }: Props) {
  const columns = COLUMNS.filter((column) => (column.key !== 'kana' || showKana) && (column.key !== 'team' || showTeam))
  return <DataTable caption={caption} columns={columns} rows={players} rowKey={(player) => player.id} />
}
