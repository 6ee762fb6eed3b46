import 'server-only'
import { z } from 'zod'
import { notFoundJson } from '@/lib/data/http/api-error'
import { intParam, seedParam, type ParamHint } from '@/lib/data/http/query-params'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { DEFAULT_SEED } from '@/lib/domain/simulation/tools/seed'
import { DEFAULT_SPEED, NEUTRAL_PARK, STREAM_SPEEDS, type StreamQuery } from '@/lib/domain/simulation/streaming/stream-query'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { getMatch, matchArgsOf, type Match } from './match'

/** A game in both APIs' words; the stream adds its pace and where to resume. */
export const MATCH_SHAPE = {
  season: intParam(1936, 2100).optional(),
  away: z.enum(TEAM_CODES),
  home: z.enum(TEAM_CODES),
  park: z.enum([...TEAM_CODES, NEUTRAL_PARK]).optional(),
  seed: seedParam.optional(),
  awayStarter: z.string().regex(/^[0-9A-Za-z_-]{1,20}$/).optional(),
  homeStarter: z.string().regex(/^[0-9A-Za-z_-]{1,20}$/).optional(),
}
export const STREAM_SHAPE = { ...MATCH_SHAPE, speed: z.enum(STREAM_SPEEDS).optional(), from: intParam(0, 99_999).optional() }

const CLUB: ParamHint = ['g・t・db・c・s・d・h・f・m・e・bs・l のいずれかの球団コード（ビジターとホームは別の球団）', 'a club code (g t db c s d h f m e bs l), the visitors and the home club different']
const STARTER: ParamHint = ['その球団の先発ローテーション（その年の先発数上位6人）にいる投手の選手ID', "the player id of a pitcher in the club's rotation (its six with the most starts that season)"]

export const MATCH_HINTS: Readonly<Record<keyof typeof MATCH_SHAPE, ParamHint>> = {
  season: ['データのある年（2025 のような4桁）', 'a four-digit season the data holds, such as 2025'],
  away: CLUB,
  home: CLUB,
  park: ['球団コード（その本拠地球場）か neutral（中立球場）', "a club code (its home park) or neutral"],
  seed: ['1〜2147483647 の整数のシード', 'a whole-number seed from 1 to 2147483647'],
  awayStarter: STARTER,
  homeStarter: STARTER,
}
export const STREAM_HINTS: Readonly<Record<keyof typeof STREAM_SHAPE, ParamHint>> = {
  ...MATCH_HINTS,
  speed: ['1・2・5・10・max のいずれかの速度', 'a speed: 1, 2, 5, 10 or max'],
  from: ['0〜99999 の整数（この番号の次の投球から再開）', 'a whole number from 0 to 99999 (resume after that pitch)'],
}

type MatchValue = z.infer<z.ZodObject<typeof MATCH_SHAPE>>

/** The game a checked query names, its defaults filled (the latest season, the home club's park, the default seed and speed). */
export function streamQueryOf(value: MatchValue & { speed?: StreamQuery['speed'] }): StreamQuery {
  return {
    season: value.season ?? servedSeasons()[0] ?? 0,
    away: value.away,
    home: value.home,
    park: value.park ?? value.home,
    seed: value.seed ?? DEFAULT_SEED,
    speed: value.speed ?? DEFAULT_SPEED,
    awayStarter: value.awayStarter ?? null,
    homeStarter: value.homeStarter ?? null,
  }
}

/**
 * The one parameter that does not fit the others: one club on both sides, a season the data does
 * not hold, or a starter outside his club's rotation. Without a database nothing is known here:
 * the endpoint answers 503 after this check.
 */
export function matchCheck(value: MatchValue): keyof typeof MATCH_SHAPE | null {
  if (value.away === value.home) return 'home'
  const seasons = servedSeasons()
  if (value.season !== undefined && seasons.length > 0 && !seasons.includes(value.season)) return 'season'
  if (value.awayStarter === undefined && value.homeStarter === undefined) return null
  const match = getMatch(matchArgsOf(streamQueryOf(value)))
  if (match && value.awayStarter !== undefined && !match.away.starterFound) return 'awayStarter'
  if (match && value.homeStarter !== undefined && !match.home.starterFound) return 'homeStarter'
  return null
}

/** What to say when the season has no lines for a club (an imported database can lack one). */
export const NO_MATCH: ParamHint = ['その年の成績がない球団のため、試合を組めません。', 'a club has no lines that season']

/** The match for a checked query, or the 404 to send instead. */
export function matchOrNotFound(query: StreamQuery): { match: Match } | { response: Response } {
  const match = getMatch(matchArgsOf(query))
  return match ? { match } : { response: notFoundJson(...NO_MATCH) }
}
