import { textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { CAREER, PARK_ID_MAX } from '@/lib/domain/simulation/matchup/matchup-params'
import { MATCHUP_PAS } from '@/lib/domain/simulation/matchup/simulate'
import { countFromParam, DEFAULT_SEED, seedFromParam } from '@/lib/domain/simulation/tools/seed'

export const MATCHUP_PATH = '/simulation/matchup'

/**
 * The page's state as its URL holds it: ?batter=ID&pitcher=ID&bq=…&pq=…&season=&park=&n=&seed=.
 * Player ids are kept as written (the page says when no one has that id); a season, park, N or
 * seed it cannot use falls back to the default.
 */
export type MatchupPageQuery = {
  batter: string | null
  pitcher: string | null
  /** The two pickers' searches. */
  bq: string
  pq: string
  season: number | typeof CAREER | null
  park: number | null
  n: number
  seed: number
}

function seasonOf(raw: string | null): MatchupPageQuery['season'] {
  if (raw === CAREER) return CAREER
  return raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : null
}

function parkOf(raw: string | null): number | null {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= PARK_ID_MAX ? id : null
}

const searchOf = (raw: string | null) => (raw ?? '').trim().slice(0, 50)

export function parseMatchupQuery(params: SearchParams): MatchupPageQuery {
  const id = (key: string) => textParam(params, key)?.trim().slice(0, 50) || null
  return {
    batter: id('batter'),
    pitcher: id('pitcher'),
    bq: searchOf(textParam(params, 'bq')),
    pq: searchOf(textParam(params, 'pq')),
    season: seasonOf(textParam(params, 'season')),
    park: parkOf(textParam(params, 'park')),
    n: countFromParam(textParam(params, 'n'), MATCHUP_PAS),
    seed: seedFromParam(textParam(params, 'seed')),
  }
}

/** The query's parameters as the URL writes them, defaults left out so each view has one address. */
export function matchupParams(query: MatchupPageQuery): Record<string, string> {
  const params: Record<string, string> = {}
  if (query.batter !== null) params.batter = query.batter
  if (query.pitcher !== null) params.pitcher = query.pitcher
  if (query.bq !== '') params.bq = query.bq
  if (query.pq !== '') params.pq = query.pq
  if (query.season !== null) params.season = String(query.season)
  if (query.park !== null) params.park = String(query.park)
  if (query.n !== MATCHUP_PAS.fallback) params.n = String(query.n)
  if (query.seed !== DEFAULT_SEED) params.seed = String(query.seed)
  return params
}

export function matchupHref(query: MatchupPageQuery, change: Partial<MatchupPageQuery> = {}): string {
  const search = new URLSearchParams(matchupParams({ ...query, ...change })).toString()
  return search === '' ? MATCHUP_PATH : `${MATCHUP_PATH}?${search}`
}

/** Every parameter but `leave`: what a form writing those keeps as hidden fields. */
export function keptParams(query: MatchupPageQuery, leave: readonly (keyof MatchupPageQuery)[]): Record<string, string> {
  const params = matchupParams(query)
  for (const key of leave) delete params[key]
  return params
}
