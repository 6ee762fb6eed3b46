import { playerPageHref } from '@/components/search/player-page-href'
import { TeamBadge } from '@/components/stats/records/TeamBadge'
import { CELL_LINK, DataTable, type Column } from '@/components/ui/DataTable'
import { PageLink } from '@/components/navigation/PageLink'
import { playerStatusLabel } from '@/lib/domain/format/player-status'
import { positionLabel } from '@/lib/domain/format/position-label'
import { seasonAge } from '@/lib/domain/players/age'
import { isBattingSide, isThrowingHand, type PlayerSort } from '@/lib/domain/players/player-list-filters'
import { handsLabel } from '@/lib/domain/players/profile-facts'
import type { PlayerSummary } from '@/lib/schemas/players'

function NameCell({ player }: { player: PlayerSummary }) {
  const href = playerPageHref(player)
  return (
    <>
      {href ? (
        <PageLink href={href} className={`text-brand hover:underline ${CELL_LINK}`}>
          {player.name}
        </PageLink>
      ) : (
        player.name
      )}
      {player.romaji && <span className="block text-xs font-normal text-slate-500">{player.romaji}</span>}
    </>
  )
}

/** The columns; age counts on 1 April of the latest whole season, as NPB gives players' ages. */
function columnsFor(season: number): readonly Column<PlayerSummary>[] {
  return [
    { key: 'name', header: '選手', render: (player) => <NameCell player={player} /> },
    { key: 'kana', header: 'よみ', render: (player) => player.kana ?? '-' },
    { key: 'team', header: '球団', render: (player) => (player.team ? <TeamBadge team={player.team} /> : '-') },
    { key: 'number', header: '背番号', align: 'right', render: (player) => player.number ?? '-' },
    { key: 'position', header: '守備', render: (player) => positionLabel(player.position) },
    {
      key: 'hands',
      header: '投打',
      render: ({ bats, throws }) => handsLabel(isBattingSide(bats) ? bats : null, isThrowingHand(throws) ? throws : null) ?? '-',
    },
    { key: 'age', header: '年齢', align: 'right', render: (player) => seasonAge(player.birth_date, season) ?? '-' },
    { key: 'debut', header: '初年度', align: 'right', render: (player) => player.first_season ?? '-' },
    { key: 'status', header: '状態', render: (player) => playerStatusLabel({ active: player.active, lastSeason: player.last_season }) ?? '-' },
  ]
}

/** The column a sort reads, tinted and brought next to the name on phones. */
const SORT_COLUMN: Readonly<Record<PlayerSort, string>> = { name: 'kana', age: 'age', '-age': 'age', debut: 'debut', '-debut': 'debut' }

type Props = { caption: string; players: readonly PlayerSummary[]; season: number; showKana: boolean; showTeam?: boolean; sort?: PlayerSort }

/** Players with their latest club; a reading column only where the data has readings, no club column in one club's list. */
export function PlayersTable({ caption, players, season, showKana, showTeam = true, sort }: Props) {
  const columns = columnsFor(season).filter((column) => (column.key !== 'kana' || showKana) && (column.key !== 'team' || showTeam))
  const sorted = sort && columns.some((column) => column.key === SORT_COLUMN[sort]) ? SORT_COLUMN[sort] : undefined
  const note = `年齢は${season}年4月1日時点の満年齢、初年度はNPBの球団に在籍した最初の年です。`
  return (
    <>
      <p className="mb-2 text-xs text-slate-500">{note}</p>
      <DataTable caption={`${caption}。${note}`} columns={columns} rows={players} rowKey={(player) => player.id} phoneLead={sorted ? [sorted] : []} highlight={sorted} />
    </>
  )
}
