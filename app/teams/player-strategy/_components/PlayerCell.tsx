import { PageLink } from '@/components/navigation/PageLink'
import { playerCareerHref, type PlayerSide } from '@/lib/domain/players/player-views'

type Props = { player: { playerId: string; name: string } | null; side: PlayerSide; season: number; note?: string }

/**
 * A player named in a club's row (its most-used starter, its longest run), linking to his page
 * and drawn as DataTable's link cells are; '-' where the slice has no one.
 */
export function PlayerCell({ player, side, season, note }: Props) {
  if (!player) return '-'
  return (
    <>
      <PageLink href={playerCareerHref(player.playerId, side, season)} className="cell-link">
        {player.name}
      </PageLink>
      {note ? <span className="cell-note">{note}</span> : null}
    </>
  )
}
