import { TEAM_NAME_ALIASES } from '@/lib/domain/teams/team-name-aliases'
import { TEAM_SEARCH_TERMS } from '@/lib/domain/teams/team-search-terms'
import { TEAMS, type TeamCode } from '@/lib/domain/teams/teams'
import { matchRank } from './match-rank'
import { searchKey } from './search-key'

/** Every name a club answers to, as search keys: TEAMS' own, the data files' aliases, readings and nicknames. */
const CLUB_KEYS: readonly { code: TeamCode; keys: readonly string[] }[] = TEAMS.map((team) => ({
  code: team.id,
  keys: [...new Set([team.fullName, team.shortName, team.abbreviation, ...TEAM_NAME_ALIASES[team.id], ...TEAM_SEARCH_TERMS[team.id]].map(searchKey))],
}))

/**
 * The clubs a query names, best match first (exact, then prefix, then partial), ties in the
 * site's club order.
 *
 * @example matchClubs('巨人') // ['g']
 * @example matchClubs('ハム') // ['f'] (a nickname; 日本ハム holds it too)
 */
export function matchClubs(query: string): TeamCode[] {
  const key = searchKey(query)
  return CLUB_KEYS.flatMap(({ code, keys }) => {
    const rank = matchRank(keys, key)
    return rank === null ? [] : [{ code, rank }]
  })
    .sort((a, b) => a.rank - b.rank)
    .map(({ code }) => code)
}
