import { playerCareerHref } from '@/lib/domain/players/player-views'
import { CELL_LINK } from '@/components/ui/DataTable'
import { PageLink } from '@/components/navigation/PageLink'
import { formatEra, formatRate3 } from '@/lib/domain/format/numbers'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, TEAM_BY_CODE, type League } from '@/lib/domain/teams/teams'
import type { LeaderList, LeagueLeaders } from '@/lib/schemas/leaders'

function formatValue(list: LeaderList, value: number): string {
  if (list.category === 'avg') return formatRate3(value)
  if (list.category === 'era') return formatEra(value)
  return String(value)
}

function LeaderCard({ list, season }: { list: LeaderList; season: number }) {
  return (
    <section aria-label={list.label} className="min-w-0 rounded-lg border border-slate-200 bg-white p-2.5 sm:p-3">
      <h4 className="mb-2 flex flex-wrap items-baseline justify-between gap-x-2 text-sm font-semibold text-slate-900">
        {list.label}
        {list.qualified_only && <span className="text-[11px] font-normal text-slate-500">{list.kind === 'batting' ? '規定打席以上' : '規定投球回以上'}</span>}
      </h4>
      {list.entries.length === 0 ? (
        <p className="text-sm text-slate-500">該当する選手はいません</p>
      ) : (
        <ol className="space-y-1 text-sm">
          {list.entries.map((entry) => (
            <li key={entry.player_id} className="relative flex items-baseline gap-1.5 max-sm:min-h-11 max-sm:items-center sm:gap-2">
              <span className="w-4 shrink-0 text-right text-xs text-slate-500">{entry.rank}</span>
              <PageLink href={playerCareerHref(entry.player_id, list.kind, season)} className={`min-w-0 truncate text-brand hover:underline ${CELL_LINK}`}>
                {entry.name}
              </PageLink>
              <span className="shrink-0 text-xs text-slate-500">{TEAM_BY_CODE[entry.team].abbreviation}</span>
              <span className="ml-auto shrink-0 font-semibold tabular-nums">{formatValue(list, entry.value)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Top five of each league in the six headline categories. */
export function LeaderBoards({ leaders }: { leaders: LeagueLeaders }) {
  const leagues: readonly League[] = ['central', 'pacific']
  return (
    <div className="space-y-5">
      {leagues.map((league) => (
        <section key={league} aria-labelledby={`leaders-${league}`}>
          <h3 id={`leaders-${league}`} className="mb-2 border-l-4 pl-2 text-base font-semibold" style={{ borderColor: LEAGUE_COLORS[league] }}>
            {LEAGUE_NAMES[league]}
          </h3>
          <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
            {leaders[league].map((list) => (
              <LeaderCard key={list.category} list={list} season={leaders.season} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
