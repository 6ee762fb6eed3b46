import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** A club's short name in its home colours, as TeamBadge draws it but not a link (it sits inside a card that is one). */
export function TeamBadgeLabel({ team }: { team: TeamCode }) {
  const { background, text } = TEAM_COLORS[team].home
  return (
    <span className="rounded px-2 py-0.5 text-sm font-semibold" style={{ backgroundColor: background, color: text }}>
      {TEAM_BY_CODE[team].shortName}
    </span>
  )
}
