import { LEAGUE_NAMES, type League } from '@/lib/domain/teams/team-codes'
import { OddsHistoryChartSkeleton } from './OddsHistoryChartLazy'

const LEAGUES: readonly League[] = ['central', 'pacific']

/** A league's block while the history loads: its heading, the chart's box and the table's summary line, so nothing moves. */
function LeagueHistorySkeleton({ league }: { league: League }) {
  return (
    <div className="space-y-2">
      <h3 className="text-base font-bold text-slate-900">{LEAGUE_NAMES[league]}</h3>
      <OddsHistoryChartSkeleton />
      <p className="tap-link text-sm text-slate-400">優勝確率の推移の表</p>
    </div>
  )
}

/** Both leagues' blocks while the history loads. */
export function OddsHistorySkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      {LEAGUES.map((league) => (
        <LeagueHistorySkeleton key={league} league={league} />
      ))}
    </div>
  )
}
