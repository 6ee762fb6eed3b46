import Link from 'next/link'
import { TeamLabel } from '@/components/stats/teams/TeamLabel'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { CELL_LINK } from '@/components/ui/DataTable'

/** The club's short name (one character on phones) in its home colours, linking to the club page (route table: /teams/{teamId}/info). */
export function TeamBadge({ team }: { team: TeamCode }) {
  const { background, text } = TEAM_COLORS[team].home
  return (
    <Link
      href={`/teams/${team}/info`}
      prefetch={false}
      title={TEAM_BY_CODE[team].fullName}
      className={`inline-block min-w-8 rounded px-1.5 py-0.5 text-center text-xs font-semibold leading-tight hover:opacity-80 sm:min-w-0 ${CELL_LINK}`}
      style={{ backgroundColor: background, color: text }}
    >
      <TeamLabel team={team} />
    </Link>
  )
}
