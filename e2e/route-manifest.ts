import { REDIRECTS, resolveRedirect } from '@/lib/redirects'
import { ROUTE_TABLE } from '@/lib/route-table'

/** Every page of the spec's route table, with a sample path that must render. */
export const PAGE_SAMPLES = ROUTE_TABLE.map((entry) => entry.sample)

/** A path for each redirect source, its dynamic parts filled with known-good samples. */
export const REDIRECT_SAMPLES = REDIRECTS.map((redirect) => {
  const source = redirect.source.replace(/:teamId\([^)]*\)/, 'g').replace(/:playerId\([^)]*\)/, '41045138')
  return { source, target: resolveRedirect(source) }
})

/**
 * For each dynamic route, one path per parameter with that parameter replaced by a bad value:
 * every one must answer with the not-found page and HTTP 404.
 */
export const INVALID_PARAM_SAMPLES = ROUTE_TABLE.flatMap((entry) => {
  const pattern = entry.pattern.split('/')
  const sample = entry.sample.split('/')
  return pattern.flatMap((part, index) =>
    part.startsWith(':') ? [sample.map((segment, at) => (at === index ? 'zz9' : segment)).join('/')] : [],
  )
})

export const UNKNOWN_PATHS = ['/no-such-page', '/records/season', '/teams/zz', '/players/abc', '/stats/fielding', '/analysis/wpa/fielding']
