import { simulateGame, type TeamGameInput } from '@/lib/domain/simulation/game'
import type { SimGame } from '@/lib/domain/simulation/game-records'
import { parkFor } from '@/lib/domain/simulation/parks'
import { createRng } from '@/lib/domain/simulation/rng'
import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import { NEUTRAL_PARK, type MatchQuery, type ParkChoice } from './stream-query'

export const NEUTRAL_VENUE = '中立球場'

/** The venue's name and how far home runs carry there (parks.ts; a neutral park carries 1). */
export function parkOf(choice: ParkChoice): { venue: string; parkHr: number } {
  if (choice === NEUTRAL_PARK) return { venue: NEUTRAL_VENUE, parkHr: 1 }
  const park = parkFor(choice)
  return { venue: park.venue, parkHr: park.homeRunCarry }
}

/** The DH follows the home club's league, as the league simulator plays it (season.ts). */
export function usesDh(home: TeamCode): boolean {
  return TEAM_BY_CODE[home].league === 'pacific'
}

export function streamGameId(query: MatchQuery): string {
  return `stream-${query.season}-${query.away}-${query.home}-${query.park}-${query.seed}`
}

/**
 * The whole game, simulated up front by the league's pitch-level engine (game.ts) from the seed: a
 * regular-season game, ties standing after 12 innings. The same query and inputs always give the
 * same game, pitch for pitch.
 */
export function playStreamGame(query: MatchQuery, away: TeamGameInput, home: TeamGameInput): SimGame {
  const { venue, parkHr } = parkOf(query.park)
  return simulateGame(createRng(query.seed), {
    id: streamGameId(query),
    season: query.season,
    date: `${query.season}-07-01`,
    kind: 'regular',
    venue,
    parkHr,
    maxInnings: 12,
    home,
    away,
  })
}
