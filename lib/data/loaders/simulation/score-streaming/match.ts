import 'server-only'
import { cache } from 'react'
import type { Db } from '@/lib/data/db'
import { memoPerDatabase } from '@/lib/data/loaders/memo-per-database'
import type { HomeWeLookup } from '@/lib/domain/sabermetrics/win-expectancy-after'
import { gameMoments } from '@/lib/domain/simulation/streaming/game-moments'
import { streamFinal } from '@/lib/domain/simulation/streaming/stream-final'
import { parkOf, playStreamGame, usesDh } from '@/lib/domain/simulation/streaming/stream-game'
import type { MatchQuery } from '@/lib/domain/simulation/streaming/stream-query'
import type { StreamedGame } from '@/lib/schemas/simulation-score-streaming'
import { clubInputFrom, type ClubInput } from './team-input'
import { seasonWeLookup } from './season-we-lookup'

/** Everything about a game but its seed: the same for every seed, so it is read once. */
export type MatchArgs = Omit<MatchQuery, 'seed'>

/** The args of a query in one key order, so the memo keeps one entry per game whichever caller asks. */
export function matchArgsOf(query: MatchArgs): MatchArgs {
  return { season: query.season, away: query.away, home: query.home, park: query.park, awayStarter: query.awayStarter, homeStarter: query.homeStarter }
}

export type Match = {
  args: MatchArgs
  away: ClubInput
  home: ClubInput
  venue: string
  parkHr: number
  useDh: boolean
  /** The home club's WE before the first pitch (the season's table at 1回表, nobody on, 0-0). */
  startWe: number | null
  lookup: HomeWeLookup
}

/** Both clubs' inputs for a season and pairing (DH by the home club's league), the park and the WE table; null when a club has no lines. */
export function matchFrom(db: Db, args: MatchArgs): Match | null {
  const useDh = usesDh(args.home)
  const away = clubInputFrom(db, args.season, args.away, useDh, args.awayStarter)
  const home = clubInputFrom(db, args.season, args.home, useDh, args.homeStarter)
  if (!away || !home) return null
  const lookup = seasonWeLookup(db, args.season)
  return { args, away, home, ...parkOf(args.park), useDh, startWe: lookup({ inning: 1, half: 'top', outs: 0, bases: 0, scoreDiff: 0 }), lookup }
}

/** Kept per server: the page, the stream and the JSON ask for the same pairings with many seeds. */
export const getMatch = cache(memoPerDatabase(matchFrom))

/** A player's name from either club, his id where neither knows him. */
export function nameIn(match: Match): (id: string) => string {
  return (id) => match.away.names.get(id) ?? match.home.names.get(id) ?? id
}

/** The game for a seed, whole: simulated (a few milliseconds), cut into moments, with its final line. */
export function streamedGame(match: Match, seed: number): StreamedGame {
  const query: MatchQuery = { ...match.args, seed }
  const game = playStreamGame(query, match.away.input, match.home.input)
  const nameOf = nameIn(match)
  const moments = gameMoments(game, nameOf, match.lookup)
  return { season: query.season, away: query.away, home: query.home, park: query.park, seed, venue: match.venue, moments, final: streamFinal(game, nameOf, moments.length) }
}
