import { PageLink } from '@/components/navigation/PageLink'
import { teamHref } from '@/components/stats/standings/TeamLink'
import { getTeamByCode } from '@/lib/domain/teams/teams'

/** The clubs of a season (a traded player has two), each linking to its page. */
export function ClubLinks({ teams }: { teams: readonly string[] }) {
  return (
    <span className="inline-flex flex-wrap gap-x-1">
      {teams.map((code, index) => {
        const team = getTeamByCode(code)
        return (
          <span key={code}>
            {index > 0 ? '・' : ''}
            {team ? (
              <PageLink href={teamHref(team.id)} title={team.fullName} className="text-brand hover:underline">
                {team.shortName}
              </PageLink>
            ) : (
              code
            )}
          </span>
        )
      })}
    </span>
  )
}
