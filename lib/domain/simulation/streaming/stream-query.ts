import { isTeamCode, type TeamCode } from '@/lib/domain/teams/team-codes'
import { DEFAULT_SEED, seedFromParam } from '@/lib/domain/simulation/tools/seed'

/** Pitches per 800 ms at speed 1; `max` sends without waiting. */
export const STREAM_SPEEDS = ['1', '2', '5', '10', 'max'] as const
export type StreamSpeed = (typeof STREAM_SPEEDS)[number]
export const DEFAULT_SPEED: StreamSpeed = '1'

/** A club's home park, or a neutral one (home-run carry 1). */
export const NEUTRAL_PARK = 'neutral'
export type ParkChoice = TeamCode | typeof NEUTRAL_PARK

/** 伝統の一戦 at Tokyo Dome: the game a bare visit plays. */
export const DEFAULT_AWAY: TeamCode = 't'
export const DEFAULT_HOME: TeamCode = 'g'

/** What decides the game: the same values always play the same game. */
export type MatchQuery = {
  season: number
  away: TeamCode
  home: TeamCode
  park: ParkChoice
  seed: number
  /** A starter from the club's rotation; null for its usual first starter. */
  awayStarter: string | null
  homeStarter: string | null
}
export type StreamQuery = MatchQuery & { speed: StreamSpeed }

/** What the page could not use from its address, said in the form (the defaults stand in). */
export type QueryProblem = 'away' | 'home' | 'same' | 'park' | 'seed' | 'speed'

/** Player ids as the site writes them; anything else is not a starter worth looking up. */
const PLAYER_ID = /^[0-9A-Za-z_-]{1,20}$/

export const isStreamSpeed = (value: string | null): value is StreamSpeed => (STREAM_SPEEDS as readonly (string | null)[]).includes(value)
export const isParkChoice = (value: string | null): value is ParkChoice => value === NEUTRAL_PARK || (value !== null && isTeamCode(value))

/**
 * The page's game from its address. A bad value falls back to the default and is named in
 * `problems` (never an error page); the same club on both sides plays the default pairing.
 */
export function parseStreamPage(get: (key: string) => string | null, season: number): { query: StreamQuery; problems: QueryProblem[] } {
  const problems: QueryProblem[] = []
  const club = (key: 'away' | 'home', fallback: TeamCode): TeamCode => {
    const raw = get(key)
    if (raw === null) return fallback
    if (isTeamCode(raw)) return raw
    problems.push(key)
    return fallback
  }
  let away = club('away', DEFAULT_AWAY)
  let home = club('home', DEFAULT_HOME)
  if (away === home) {
    problems.push('same')
    away = DEFAULT_AWAY
    home = DEFAULT_HOME
  }
  const rawPark = get('park')
  const park = rawPark === null ? home : isParkChoice(rawPark) ? rawPark : (problems.push('park'), home)
  const rawSeed = get('seed')
  const seed = seedFromParam(rawSeed)
  if (rawSeed !== null && String(seed) !== rawSeed) problems.push('seed')
  const rawSpeed = get('speed')
  const speed = rawSpeed === null ? DEFAULT_SPEED : isStreamSpeed(rawSpeed) ? rawSpeed : (problems.push('speed'), DEFAULT_SPEED)
  const starter = (key: string) => {
    const raw = get(key)
    return raw !== null && PLAYER_ID.test(raw) ? raw : null
  }
  return { query: { season, away, home, park, seed, speed, awayStarter: starter('awayStarter'), homeStarter: starter('homeStarter') }, problems }
}

/** The query's parameters, in a fixed order; `all` spells the defaults too (the API wants them whole). */
export function streamParams(query: StreamQuery, latest: number, all = false): Array<[string, string]> {
  const pairs: Array<[string, string]> = []
  const add = (key: string, value: string | number | null, isDefault: boolean) => {
    if (value !== null && (all || !isDefault)) pairs.push([key, String(value)])
  }
  add('season', query.season, query.season === latest)
  add('away', query.away, query.away === DEFAULT_AWAY && query.home === DEFAULT_HOME)
  add('home', query.home, query.away === DEFAULT_AWAY && query.home === DEFAULT_HOME)
  add('park', query.park, query.park === query.home)
  add('seed', query.seed, query.seed === DEFAULT_SEED)
  add('speed', query.speed, query.speed === DEFAULT_SPEED)
  add('awayStarter', query.awayStarter, false)
  add('homeStarter', query.homeStarter, false)
  return pairs
}

export const SCORE_STREAMING_PATH = '/simulation/score-streaming'

/** The page's own address for a game: the defaults stay out, so each game has one address. */
export function streamPageHref(query: StreamQuery, latest: number): string {
  const search = new URLSearchParams(streamParams(query, latest)).toString()
  return search === '' ? SCORE_STREAMING_PATH : `${SCORE_STREAMING_PATH}?${search}`
}

export const SCORE_STREAM_API = '/api/simulation/score-streaming'

/**
 * The EventSource address for a game at its speed, every parameter spelt out (the API fills no
 * default from the page's address), resuming after moment `after` when a paused game reopens.
 * Kept here, not in lib/api-client, so the player's first load carries no react-query or zod.
 */
export function scoreStreamUrl(query: StreamQuery, after: number | null): string {
  const params = new URLSearchParams(streamParams(query, query.season, true))
  if (after !== null && after >= 0) params.set('from', String(after))
  return `${SCORE_STREAM_API}?${params.toString()}`
}
