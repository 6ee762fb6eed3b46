import { REDIRECTS, resolveRedirect } from '@/lib/redirects'
import { ROUTE_TABLE, type RouteEntry } from '@/lib/route-table'
import { latestSeason, sampleBatterId, sampleGameId, samplePitcherId } from './database'

const season = latestSeason()
const batter = sampleBatterId(season)
const pitcher = samplePitcherId(season)
const game = sampleGameId(season)

/**
 * The values of a route's data parameters come from the database the server reads: its latest
 * season, a game of that season and one of its regulars. Other parameters (a stats type, a
 * league, a club code) are the route table's own samples.
 */
function fromDatabase(parameter: string, pattern: string): string | undefined {
  if (parameter === 'season') return String(season)
  if (parameter === 'gameId') return game
  if (parameter === 'playerId') return pattern.includes('/pitch-analysis/') ? pitcher : batter
  return undefined
}

function samplePath(entry: RouteEntry): string {
  const sample = entry.sample.split('/')
  return entry.pattern
    .split('/')
    .map((part, index) => (part.startsWith(':') ? (fromDatabase(part.slice(1), entry.pattern) ?? sample[index]) : part))
    .join('/')
}

/** Every page of the spec's route table, with a sample path that must render. */
export const PAGE_SAMPLES = ROUTE_TABLE.map(samplePath)

/** A path for each redirect source, its dynamic parts filled with known-good samples. */
export const REDIRECT_SAMPLES = REDIRECTS.map((redirect) => {
  const source = redirect.source.replace(/:teamId\([^)]*\)/, 'g').replace(/:playerId\([^)]*\)/, batter)
  return { source, target: resolveRedirect(source) }
})

/**
 * For each dynamic route, one path per parameter with that parameter replaced by a bad value:
 * every one must answer with the not-found page and HTTP 404.
 */
export const INVALID_PARAM_SAMPLES = ROUTE_TABLE.flatMap((entry) => {
  const pattern = entry.pattern.split('/')
  const sample = samplePath(entry).split('/')
  return pattern.flatMap((part, index) =>
    part.startsWith(':') ? [sample.map((segment, at) => (at === index ? 'zz9' : segment)).join('/')] : [],
  )
})

export const UNKNOWN_PATHS = ['/no-such-page', '/records/season', '/teams/zz', '/players/abc', '/stats/fielding', '/analysis/wpa/fielding']
