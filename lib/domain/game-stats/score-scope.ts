import { TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { LeagueScope } from './league-scope'

/**
 * Whether a club's side of a game belongs to a scope's club-games. A league's club-games are its
 * clubs' sides, so an interleague game counts once for each league (its own club's side) and a
 * game inside a league twice; NPB counts every game twice, once per club.
 *
 * @example clubInScope('central')('g') // true
 * @example clubInScope('central')('h') // false
 */
export function clubInScope(scope: LeagueScope): (team: TeamCode) => boolean {
  return scope === 'npb' ? () => true : (team) => TEAM_BY_CODE[team].league === scope
}
