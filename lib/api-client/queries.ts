import { queryOptions } from '@tanstack/react-query'
import type { HomeAway } from '@/lib/schemas/standings'
import { DEFAULT_PLAYERS_PARAMS, fetchGamePitches, fetchHealth, fetchPlayers, fetchSchedule, fetchSeasonPlayers, fetchStandings, type PlayersParams, type SeasonPlayersParams } from './endpoints'
import { queryKeys } from './query-keys'

/**
 * Key and fetcher paired once, for `useQuery(standingsQuery(2025))` or `prefetchQuery`, so no
 * caller can cache one endpoint's data under another's key.
 */
export const healthQuery = () => queryOptions({ queryKey: queryKeys.health(), queryFn: ({ signal }) => fetchHealth({ signal }) })

export const standingsQuery = (season: number, homeAway: HomeAway = 'all') =>
  queryOptions({ queryKey: queryKeys.standings(season, homeAway), queryFn: ({ signal }) => fetchStandings(season, homeAway, { signal }) })

export const seasonPlayersQuery = (params: SeasonPlayersParams) =>
  queryOptions({ queryKey: queryKeys.seasonPlayers(params), queryFn: ({ signal }) => fetchSeasonPlayers(params, { signal }) })

/** Kept for the page's life: a month's games change only when the database is rebuilt. */
export const scheduleQuery = (month: string) =>
  queryOptions({ queryKey: queryKeys.schedule(month), queryFn: ({ signal }) => fetchSchedule(month, { signal }), staleTime: Infinity })

/** Kept for the page's life: a game's pitches never change. */
export const gamePitchesQuery = (gameId: string) =>
  queryOptions({ queryKey: queryKeys.gamePitches(gameId), queryFn: ({ signal }) => fetchGamePitches(gameId, { signal }), staleTime: Infinity })

export const playersQuery = (params: PlayersParams = DEFAULT_PLAYERS_PARAMS) =>
  queryOptions({ queryKey: queryKeys.players(params), queryFn: ({ signal }) => fetchPlayers(params, { signal }) })
