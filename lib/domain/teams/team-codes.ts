/**
 * The clubs' codes and the leagues' names alone, apart from the clubs' facts (teams.ts), so that a
 * browser component that only checks a code or names a league does not ship every club's record.
 */
export type League = 'central' | 'pacific'

export const TEAM_CODES = ['g', 't', 'db', 'c', 's', 'd', 'h', 'f', 'm', 'e', 'bs', 'l'] as const
export type TeamCode = (typeof TEAM_CODES)[number]

export const LEAGUE_NAMES: Readonly<Record<League, string>> = {
  central: 'セ・リーグ',
  pacific: 'パ・リーグ',
}

export function isTeamCode(value: string): value is TeamCode {
  return (TEAM_CODES as readonly string[]).includes(value)
}
