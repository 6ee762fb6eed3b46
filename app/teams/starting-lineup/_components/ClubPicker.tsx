import { PageLink } from '@/components/navigation/PageLink'
import { z } from 'zod'
import { PillLinks } from '@/components/ui/PillLinks'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { TEAM_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, listTeamsByLeague } from '@/lib/domain/teams/teams'
import { seasonSearchParam } from '@/lib/schemas/search-params'
import { lineupHref, lineupIndexHref } from './lineup-href'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** ?season=: a season the site does not serve falls back to the latest. */
const querySchema = z.object({ season: seasonSearchParam })

/** The seasons in the data as pills (?season=), and the 12 clubs by league, each opening its lineup page for the season picked. */
export async function ClubPicker({ searchParams }: Props) {
  const query = querySchema.parse(await searchParams)
  const seasons = servedSeasons()
  const [latest] = seasons
  if (latest === undefined) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">試合のデータがまだないため、スタメンは表示できません。</p>
  const season = query.season !== undefined && seasons.includes(query.season) ? query.season : latest
  return (
    <div className="space-y-6">
      <PillLinks label="年度" scroll pills={seasons.map((year) => ({ href: lineupIndexHref(year, latest), label: `${year}`, active: year === season }))} />
      {(['central', 'pacific'] as const).map((league) => (
        <section key={league} aria-labelledby={`league-${league}`} className="space-y-2">
          <h2 id={`league-${league}`} className="text-lg font-bold text-slate-900">{`${LEAGUE_NAMES[league]}（${season}年）`}</h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {listTeamsByLeague(league).map((team) => (
              <li key={team.id}>
                <PageLink href={lineupHref(season, team.id)} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 font-semibold text-brand hover:border-brand hover:bg-brand-50">
                  <span aria-hidden className="size-3 shrink-0 rounded-full" style={{ backgroundColor: TEAM_COLORS[team.id].home.background }} />
                  {team.fullName}
                </PageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
