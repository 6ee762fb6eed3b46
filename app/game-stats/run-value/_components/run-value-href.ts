import { gameStatsHref } from '@/app/game-stats/_components/game-stats-query'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'

export const RUN_VALUE_PATH = '/game-stats/run-value'

/** The page's address for a season and scope (the latest season and NPB stay out of the URL). */
export const runValueHref = (view: { season: number; league: LeagueScope }, latest: number) => gameStatsHref(RUN_VALUE_PATH, view, latest)

/** The Guts table's CSV for a scope: every season, so the season is not part of it. */
export const runValueCsvHref = (league: LeagueScope) => (league === 'npb' ? '/api/game-stats/run-value/csv' : `/api/game-stats/run-value/csv?league=${league}`)
