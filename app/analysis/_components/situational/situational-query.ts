import { playFilterQuery, type PlayFilter, type PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { isSituationFamily, type SituationFamily } from '@/lib/domain/analysis/situations-families'
import { isLeagueScope, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { TEAM_BY_CODE } from '@/lib/domain/teams/teams'
import { parsePlayFinderSearch } from '@/lib/schemas/play-finder'
import { firstValue } from '@/lib/schemas/first-value'

export type SearchParams = Record<string, string | string[] | undefined>

export const SITUATIONAL_ROOT = '/analysis/situational'
export const DEFAULT_FAMILY: SituationFamily = 'runners'

/** The page's own path for a side and season. */
export const situationalPath = (side: PlaySide, season: number) => `${SITUATIONAL_ROOT}/${side}/${season}`

/** The finder's part of the URL: its filters, all seasons or the page's one, and the results page. */
export type FinderState = { filter: PlayFilter; all: boolean; page: number }

/** What the URL's query says beyond the path: the league (tables and finder), the table's family, the finder. */
export type SituationalQuery = { league: LeagueScope; family: SituationFamily; finder: FinderState }

/** A bad value is dropped for its default, never an error; a club outside the chosen league is dropped too. */
export function parseSituationalSearch(params: SearchParams): SituationalQuery {
  const league = firstValue(params.league)
  const family = firstValue(params.family)
  const scope: LeagueScope = isLeagueScope(league) ? league : 'npb'
  const finder = parsePlayFinderSearch(params)
  const { team, ...rest } = finder.filter
  const fits = team !== undefined && (scope === 'npb' || TEAM_BY_CODE[team].league === scope)
  return { league: scope, family: isSituationFamily(family) ? family : DEFAULT_FAMILY, finder: { ...finder, filter: fits ? { ...rest, team } : rest } }
}

/** The finder's query pairs in the URL's order, defaults (one season, page 1) left out. */
export function finderPairs(finder: FinderState): [string, string][] {
  return [...playFilterQuery(finder.filter), ...(finder.all ? [['seasons', 'all'] as [string, string]] : []), ...(finder.page > 1 ? [['page', String(finder.page)] as [string, string]] : [])]
}

/**
 * The page's address with its query in a fixed order — league, family, then the finder — and
 * defaults (NPB, 走者・得点圏, one season, page 1) left out, so a view has one address.
 *
 * @example situationalHref('/analysis/situational/batting/2025', { league: 'npb', family: 'count', finder: { filter: { outs: '2' }, all: false, page: 1 } }) // '/analysis/situational/batting/2025?family=count&outs=2'
 */
export function situationalHref(path: string, query: SituationalQuery): string {
  const params = new URLSearchParams()
  if (query.league !== 'npb') params.set('league', query.league)
  if (query.family !== DEFAULT_FAMILY) params.set('family', query.family)
  for (const [key, value] of finderPairs(query.finder)) params.set(key, value)
  const search = params.toString()
  return search === '' ? path : `${path}?${search}`
}

/** The finder's API query for a view (GET /api/analysis/plays): side and season always spelled out. */
export function finderApiQuery(side: PlaySide, season: number, league: LeagueScope, finder: FinderState): string {
  const params = new URLSearchParams({ side, season: finder.all ? 'all' : String(season) })
  if (league !== 'npb') params.set('league', league)
  for (const [key, value] of [...playFilterQuery(finder.filter), ...(finder.page > 1 ? [['page', String(finder.page)] as const] : [])]) params.set(key, value)
  return params.toString()
}

