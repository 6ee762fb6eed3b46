import { gameStatsHref, textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import type { GameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import type { LeagueScope } from '@/lib/domain/game-stats/league-scope'

export const PARK_FACTOR_PATH = '/game-stats/park-factor'

/** Which factors the event columns show: the regressed multi-year ones (default) or the season's own. */
export type FactorBasis = 'multi' | 'single'

export const BASIS_LABELS: Readonly<Record<FactorBasis, string>> = { multi: '複数年', single: '単年' }

/** `?basis=single`; anything else is the default. */
export const parseBasis = (params: SearchParams): FactorBasis => (textParam(params, 'basis') === 'single' ? 'single' : 'multi')

/** The page's address for a season, league and basis (the defaults stay out of the URL). */
export function parkFactorHref(view: { season: number; league: LeagueScope }, latest: number, basis: FactorBasis): string {
  return gameStatsHref(PARK_FACTOR_PATH, view, latest, { basis: basis === 'single' ? 'single' : null })
}

/** The canonical address: season and league choose the data; the basis is a view of it. */
export const parkFactorCanonical = (view: GameStatsView) => gameStatsHref(PARK_FACTOR_PATH, view.query, view.latest)
