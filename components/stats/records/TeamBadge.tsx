import { PageLink } from '@/components/navigation/PageLink'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/**
 * The club's short name (one character on phones) in its home colours, linking to the club page
 * (route table: /teams/{teamId}/info), drawn as TeamLabel is. On phones it stretches over its cell, like
 * CELL_LINK (globals.css: team-badge).
 */
export function TeamBadge({ team }: { team: TeamCode }) {
  const { background, text } = TEAM_COLORS[team].home
  const { fullName, shortName, abbreviation } = TEAM_BY_CODE[team]
  return (
    <PageLink
      href={`/teams/${team}/info`}
      title={fullName}
      data-abbr={abbreviation}
      className="team-badge team-label"
      style={{ backgroundColor: background, color: text }}
    >
      <span>{shortName}</span>
    </PageLink>
  )
}
