import { isTeamCode, TEAM_BY_CODE, type TeamCode } from '@/lib/domain/teams/teams'
import type { GameKind } from '@/lib/domain/canonical-game'

/** npb.jp writes Orix as `b`/`B`; every other club's code is ours in another case. */
export function npbTeamCode(raw: string): TeamCode | null {
  const lower = raw.toLowerCase()
  const code = lower === 'b' ? 'bs' : lower
  return isTeamCode(code) ? code : null
}

export type GameIdentity = { id: string; season: number; date: string; home: TeamCode; away: TeamCode; kind: GameKind }

/**
 * The game's teams and our id from its npb.jp address: `/scores/2024/0329/g-t-01/` is the
 * Giants (home) against Hanshin, first game of the day between them → `20240329-g-t-01`.
 */
export function gameIdentity(pathname: string): GameIdentity {
  const match = /^\/scores\/(\d{4})\/(\d{2})(\d{2})\/([a-z]+)-([a-z]+)-(\d{2})\/?$/.exec(pathname)
  if (!match) throw new Error(`unreadable game address "${pathname}"`)
  const [, year = '', month = '', day = '', homeRaw = '', awayRaw = '', number = ''] = match
  const home = npbTeamCode(homeRaw)
  const away = npbTeamCode(awayRaw)
  if (!home) throw new Error(`unknown team code "${homeRaw}" in ${pathname}`)
  if (!away) throw new Error(`unknown team code "${awayRaw}" in ${pathname}`)
  const kind: GameKind = TEAM_BY_CODE[home].league === TEAM_BY_CODE[away].league ? 'regular' : 'interleague'
  return { id: `${year}${month}${day}-${home}-${away}-${number}`, season: Number(year), date: `${year}-${month}-${day}`, home, away, kind }
}
