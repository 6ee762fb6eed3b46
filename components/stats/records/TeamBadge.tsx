import Link from 'next/link'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** The club's short name in its home colours, linking to the club page (route table: /teams/{teamId}/info). */
export function TeamBadge({ team }: { team: TeamCode }) {
  const { background, text } = TEAM_COLORS[team].home
  const { shortName, fullName } = TEAM_BY_CODE[team]
  return (
    <Link
      href={`/teams/${team}/info`}
      prefetch={false}
      title={fullName}
      className="inline-block rounded px-1.5 py-0.5 text-xs font-semibold leading-tight hover:opacity-80"
      style={{ backgroundColor: background, color: text }}
    >
      {shortName}
    </Link>
  )
}
