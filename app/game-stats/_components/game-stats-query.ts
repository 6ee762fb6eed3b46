import { isLeagueScope, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { firstValue } from '@/lib/schemas/first-value'

export type SearchParams = Record<string, string | string[] | undefined>

/** What every /game-stats page reads from its URL: `?season=YYYY` and `?league=central|pacific` (NPB when absent). */
export type GameStatsQuery = { season: number | null; league: LeagueScope }

/** A value the page cannot use is dropped (the page then shows its default), never an error. */
export function parseGameStatsQuery(params: SearchParams): GameStatsQuery {
  const season = firstValue(params.season)
  const league = firstValue(params.league)
  return {
    season: typeof season === 'string' && /^\d{4}$/.test(season) ? Number(season) : null,
    league: isLeagueScope(league) ? league : 'npb',
  }
}

/** A text query value from the URL, or null. */
export const textParam = (params: SearchParams, key: string): string | null => {
  const value = firstValue(params[key])
  return typeof value === 'string' && value !== '' ? value : null
}

/**
 * A game-stats page's address: the latest season and NPB are the defaults and stay out of the URL,
 * so that each view has one address. `extra` keeps a page's own parameters (null drops one), in order.
 */
export function gameStatsHref(path: string, view: { season: number; league?: LeagueScope }, latest: number, extra: Readonly<Record<string, string | number | null>> = {}): string {
  const params = new URLSearchParams()
  if (view.season !== latest) params.set('season', String(view.season))
  if (view.league !== undefined && view.league !== 'npb') params.set('league', view.league)
  for (const [key, value] of Object.entries(extra)) if (value !== null) params.set(key, String(value))
  const query = params.toString()
  return query === '' ? path : `${path}?${query}`
}
