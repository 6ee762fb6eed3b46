import { PageLink } from '@/components/navigation/PageLink'
import { TeamLabel } from '@/components/stats/teams/TeamLabel'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { CELL_LINK } from '@/components/ui/DataTable'

/** The team page a standings row links to (route table: /teams/{teamId}/info). */
export function teamHref(team: TeamCode): string {
  return `/teams/${team}/info`
}

/** Inline style of a cell painted in the club's home colours. */
export function teamCellStyle(team: TeamCode) {
  const { background, text } = TEAM_COLORS[team].home
  return { backgroundColor: background, color: text }
}

/** A club's short name (one character on phones) linking to its page; the cell around it carries the colours. */
export function TeamLink({ team }: { team: TeamCode }) {
  return (
    <PageLink href={teamHref(team)} title={TEAM_BY_CODE[team].fullName} className={`block font-semibold underline-offset-2 hover:underline ${CELL_LINK}`}>
      <TeamLabel team={team} />
    </PageLink>
  )
}
