import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import { DEFAULT_RACE_STAT, type RaceSide, type RaceStat } from '@/lib/domain/analysis/race-stats'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'

export const CHART_RACE_PATHS: Readonly<Record<RaceSide, string>> = {
  pitching: '/analysis/chart-race/pitching',
  batting: '/analysis/chart-race/batting',
}

export type ChartRaceLink = { season: number; league: LeagueScope; stat: RaceStat }

/**
 * A race page's address: the latest season, NPB and the side's default stat stay out of the URL,
 * so each view has one address. `date` (a paused race's date) is the only view-only parameter.
 *
 * @example chartRaceHref('batting', { season: 2024, league: 'central', stat: 'rbi' }, 2025) // '/analysis/chart-race/batting?season=2024&league=central&stat=rbi'
 */
export function chartRaceHref(side: RaceSide, view: ChartRaceLink, latest: number, date: string | null = null): string {
  return gameStatsHref(CHART_RACE_PATHS[side], view, latest, { stat: view.stat === DEFAULT_RACE_STAT[side] ? null : view.stat, date })
}
