import { PageLink } from '@/components/navigation/PageLink'
import { playersListHref } from '@/components/search/players-list-href'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'

/** The clubs a search names, above its players: each links to the club page and to the club's players. */
export function MatchedClubs({ clubs }: { clubs: readonly TeamCode[] }) {
  if (clubs.length === 0) return null
  return (
    <section aria-labelledby="matched-clubs" className="mb-6">
      <h2 id="matched-clubs" className="mb-2 text-base font-semibold text-slate-900">
        球団 <span className="text-sm font-normal text-slate-500">{clubs.length}件</span>
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {clubs.map((code) => {
          const team = TEAM_BY_CODE[code]
          return (
            <li key={code} className="flex items-stretch overflow-hidden rounded-lg border border-slate-200 bg-white">
              <span aria-hidden className="w-1.5 shrink-0" style={{ backgroundColor: TEAM_COLORS[code].home.background }} />
              <PageLink href={`/teams/${code}/info`} className="flex min-h-11 flex-1 flex-col justify-center px-3 py-2 hover:bg-brand-50">
                <span className="font-semibold text-brand">{team.fullName}</span>
                <span className="text-xs text-slate-500">
                  {LEAGUE_NAMES[team.league]}・{team.homeStadium}
                </span>
              </PageLink>
              <PageLink
                href={playersListHref({ team: code })}
                className="flex min-h-11 items-center border-l border-slate-100 px-3 text-xs text-slate-600 hover:bg-brand-50 hover:text-brand"
              >
                選手一覧
              </PageLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
