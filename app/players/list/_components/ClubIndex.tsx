import { PageLink } from '@/components/navigation/PageLink'
import { playersListHref } from '@/components/search/players-list-href'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, listTeamsByLeague } from '@/lib/domain/teams/teams'

/** The twelve clubs by league, each opening its own player list (?team=). */
export function ClubIndex() {
  return (
    <section aria-labelledby="club-index-heading" className="mb-6">
      <h2 id="club-index-heading" className="mb-2 text-base font-semibold text-slate-900">
        球団から選ぶ
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {(['central', 'pacific'] as const).map((league) => (
          <nav key={league} aria-label={LEAGUE_NAMES[league]}>
            <h3 className="mb-1 text-xs font-semibold text-slate-500">{LEAGUE_NAMES[league]}</h3>
            <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
              {listTeamsByLeague(league).map((team) => (
                <li key={team.id}>
                  <PageLink
                    href={playersListHref({ team: team.id })}
                    className="flex min-h-11 items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 hover:border-brand hover:text-brand"
                  >
                    <span aria-hidden className="h-3 w-3 shrink-0 rounded-full" style={{ backgroundColor: TEAM_COLORS[team.id].home.background }} />
                    {team.shortName}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  )
}
