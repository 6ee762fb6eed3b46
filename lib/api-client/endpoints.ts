import type { z } from 'zod'
import { gamePitchesSchema, type GamePitches } from '@/lib/schemas/game-pitches'
import { monthScheduleSchema, type MonthSchedule } from '@/lib/schemas/games'
import { playerListSchema, playersQuerySchema, type PlayerList } from '@/lib/schemas/players'
import { seasonRecordsSchema, seasonRecordsQuerySchema, type SeasonRecords } from '@/lib/schemas/season-records'
import { standingsSchema, type HomeAway, type Standings } from '@/lib/schemas/standings'
import { apiGet } from './client'
import { ApiHealthError, ApiHttpError } from './errors'
import { serviceHealthSchema, type ServiceHealth } from '@/lib/schemas/health'
import { checkStandings } from './validate'

export type FetchOptions = { signal?: AbortSignal }

/** Query of /api/records/season/players; omitted fields take the server's defaults. */
export type SeasonPlayersParams = z.input<typeof seasonRecordsQuerySchema>
/** Query of /api/players; omitted fields take the server's defaults (status all, pageSize 100). */
export type PlayersParams = z.input<typeof playersQuerySchema>

/** The player list the spec reads: everyone, one page of 100. */
export const DEFAULT_PLAYERS_PARAMS: PlayersParams = { status: 'all', pageSize: 100 }

export const API_PATHS = {
  health: '/api/health',
  standings: '/api/records/standings',
  seasonPlayers: '/api/records/season/players',
  schedule: '/api/games/schedule',
  players: '/api/players',
} as const

/** The service status read. Any HTTP failure, a 503 "down" included, is 'API health check failed: {status}'. */
export async function fetchHealth(options: FetchOptions = {}): Promise<ServiceHealth> {
  try {
    return await apiGet(API_PATHS.health, {}, serviceHealthSchema, options)
  } catch (error) {
    if (error instanceof ApiHttpError) throw new ApiHealthError(error.status, { cause: error })
    throw error
  }
}

export function fetchStandings(season: number, homeAway: HomeAway = 'all', options: FetchOptions = {}): Promise<Standings> {
  return apiGet(API_PATHS.standings, { season, home_away: homeAway }, standingsSchema, { ...options, check: checkStandings })
}

export function fetchSeasonPlayers(params: SeasonPlayersParams, options: FetchOptions = {}): Promise<SeasonRecords> {
  return apiGet(API_PATHS.seasonPlayers, params, seasonRecordsSchema, options)
}

/** One month's games; `month` is YYYY-MM. */
export function fetchSchedule(month: string, options: FetchOptions = {}): Promise<MonthSchedule> {
  return apiGet(API_PATHS.schedule, { month }, monthScheduleSchema, options)
}

export function fetchPlayers(params: PlayersParams = DEFAULT_PLAYERS_PARAMS, options: FetchOptions = {}): Promise<PlayerList> {
  return apiGet(API_PATHS.players, params, playerListSchema, options)
}

/** A game's pitches by PA (the game page's pitch sequences); `gameId` as the page's address has it. */
export function fetchGamePitches(gameId: string, options: FetchOptions = {}): Promise<GamePitches> {
  return apiGet(`/api/games/${encodeURIComponent(gameId)}/pitches`, {}, gamePitchesSchema, options)
}
