import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** A club's short name behind a swatch of its home colour. */
export function TeamName({ team }: { team: TeamCode }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden className="inline-block h-3 w-1.5 shrink-0 rounded-sm" style={{ backgroundColor: TEAM_COLORS[team].home.background }} />
      {TEAM_BY_CODE[team].shortName}
    </span>
  )
}
