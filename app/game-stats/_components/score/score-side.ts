import { LEAGUE_SCOPE_LABELS, type LeagueScope } from '@/lib/domain/game-stats/league-scope'
import { LEAGUE_COLORS } from '@/lib/domain/teams/colors'

/** What the score pages show: a season of one scope (NPB or a league). */
export type ScoreSide = { season: number; league: LeagueScope }

/** 「2025年 NPB」 */
export const sideLabel = (side: ScoreSide) => `${side.season}年 ${LEAGUE_SCOPE_LABELS[side.league]}`

/**
 * The two sides' names in a table header, by what tells them apart: the seasons when they are of
 * one scope (2025年 / 2019年), else the scopes (NPB / パ・リーグ).
 *
 * @example shortLabels({ season: 2025, league: 'npb' }, { season: 2019, league: 'npb' }) // ['2025年', '2019年']
 */
export function shortLabels(main: ScoreSide, other: ScoreSide): [string, string] {
  return main.league === other.league ? [`${main.season}年`, `${other.season}年`] : [LEAGUE_SCOPE_LABELS[main.league], LEAGUE_SCOPE_LABELS[other.league]]
}

/** The shown side in the site's navy, the compared one in amber: apart for colour-blind readers too. */
export const SIDE_COLORS = { main: '#0B2F5B', other: '#D97706' } as const

/** A scope's line: NPB as a whole dark, each league in its colour. */
export const SCOPE_COLORS: Readonly<Record<LeagueScope, string>> = { npb: '#0F172A', central: LEAGUE_COLORS.central, pacific: LEAGUE_COLORS.pacific }
