import type { TeamCode } from '@/lib/domain/teams/teams'
import type { GAME_RESULTS, PLAYER_STRATEGY_KINDS, PLAYER_STRATEGY_MODES } from '@/lib/route-params'

/** Every filter of a player-strategy page: each value is a path segment, so each view has its own URL. */
export type StrategyView = {
  kind: (typeof PLAYER_STRATEGY_KINDS)[number]
  mode: (typeof PLAYER_STRATEGY_MODES)[number]
  season: number
  /** null: every club (/…/{season}/{result}); a club: /…/{season}/{team}/{result}. */
  team: TeamCode | null
  result: (typeof GAME_RESULTS)[number]
}

/** @example strategyHref({ kind: 'pitching', mode: 'season', season: 2025, team: 'g', result: 'win' }) // '/teams/player-strategy/pitching/season/2025/g/win' */
export function strategyHref({ kind, mode, season, team, result }: StrategyView): string {
  return `/teams/player-strategy/${kind}/${mode}/${season}${team ? `/${team}` : ''}/${result}`
}
