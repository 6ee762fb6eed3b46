import type { ReactNode } from 'react'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'
import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/teams'

/** One league's block under an h2 marked with the league colour. */
export function LeagueSection({ league, children }: { league: League; children: ReactNode }) {
  return (
    <section aria-labelledby={`league-${league}`} className="min-w-0 space-y-4">
      <h2 id={`league-${league}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <span aria-hidden className="inline-block h-5 w-1.5 rounded-sm" style={{ backgroundColor: LEAGUE_COLORS[league] }} />
        {LEAGUE_NAMES[league]}
      </h2>
      {children}
    </section>
  )
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-bold text-slate-700">{children}</h3>
}
