import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/**
 * A club's short name, drawn as its one-character label on phones (中, ソ, 日), as the home page
 * does. The label is generated content (`.team-label` in globals.css), so what screen readers
 * read, what a copy takes and what crawlers index stays the short name.
 */
export function TeamLabel({ team }: { team: TeamCode }) {
  const { shortName, abbreviation } = TEAM_BY_CODE[team]
  return (
    <span data-abbr={abbreviation} className="team-label">
      <span>{shortName}</span>
    </span>
  )
}
