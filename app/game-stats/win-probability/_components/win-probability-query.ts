import { gameStatsHref, textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { DEFAULT_MAP_STATE, isDefaultMapState, mapStateKey, parseMapState, type MapState } from '@/lib/domain/game-stats/win-probability-state'

export const WIN_PROBABILITY_PATH = '/game-stats/win-probability'

/** What the map shows beside its season: `?state=1-3` (outs-bases; the start of a half-inning when absent) and `?compare=2019`. */
export type MapQuery = { state: MapState; compare: number | null }

/**
 * Reads the page's own parameters. A compare season the site does not serve, or the shown season
 * itself, is dropped like any value the page cannot use.
 */
export function parseMapQuery(params: SearchParams, { season, seasons }: { season: number; seasons: readonly number[] }): MapQuery {
  const state = parseMapState(textParam(params, 'state')) ?? DEFAULT_MAP_STATE
  const asked = textParam(params, 'compare')
  const compare = asked !== null && /^\d{4}$/.test(asked) ? Number(asked) : null
  return { state, compare: compare !== null && compare !== season && seasons.includes(compare) ? compare : null }
}

/**
 * The page's address for a season, state and compare season; the defaults (latest season, start
 * of the half-inning, no comparison) stay out of the URL. A compare season equal to the shown one is dropped.
 */
export function winProbabilityHref(view: { season: number; latest: number } & MapQuery): string {
  const { season, latest, state, compare } = view
  return gameStatsHref(WIN_PROBABILITY_PATH, { season }, latest, {
    state: isDefaultMapState(state) ? null : mapStateKey(state),
    compare: compare === season ? null : compare,
  })
}
