import type { HomeAway } from '@/lib/schemas/standings'
import { DEFAULT_PLAYERS_PARAMS, type PlayersParams, type SeasonPlayersParams } from './endpoints'

/**
 * Every react-query key for the API, from one place, so a page and the health checker asking for
 * the same data share one cache entry. `queryKeys.all` invalidates everything after a rebuild.
 */
export const queryKeys = {
  all: ['api'] as const,
  health: () => ['api', 'health'] as const,
  standings: (season: number, homeAway: HomeAway = 'all') => ['api', 'standings', season, homeAway] as const,
  seasonPlayers: (params: SeasonPlayersParams) => ['api', 'season-players', params] as const,
  schedule: (month: string) => ['api', 'schedule', month] as const,
  gamePitches: (gameId: string) => ['api', 'game-pitches', gameId] as const,
  players: (params: PlayersParams = DEFAULT_PLAYERS_PARAMS) => ['api', 'players', params] as const,
}
