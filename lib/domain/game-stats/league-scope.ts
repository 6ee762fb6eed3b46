/**
 * The scopes every league-wide table is derived for (lib/data/derive/league-constants.ts):
 * each league, and NPB as a whole.
 */
export const LEAGUE_SCOPES = ['npb', 'central', 'pacific'] as const
export type LeagueScope = (typeof LEAGUE_SCOPES)[number]

export const LEAGUE_SCOPE_LABELS: Readonly<Record<LeagueScope, string>> = { npb: 'NPB', central: 'セ・リーグ', pacific: 'パ・リーグ' }

export const isLeagueScope = (value: unknown): value is LeagueScope => typeof value === 'string' && (LEAGUE_SCOPES as readonly string[]).includes(value)
