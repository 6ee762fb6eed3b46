import { PageLink } from '@/components/navigation/PageLink'
import type { ReactNode } from 'react'
import { teamHref } from '@/components/stats/standings/TeamLink'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** One club's view opens with the club, linking to its page, and its figures in a line. */
export function ClubLine({ team, children }: { team: TeamCode; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      <PageLink href={teamHref(team)} className="tap-link font-semibold">
        {TEAM_BY_CODE[team].fullName}
      </PageLink>
      {children}
    </p>
  )
}
