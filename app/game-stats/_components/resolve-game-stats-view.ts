import 'server-only'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { DEFAULT_SEASON } from '@/lib/seasons'
import { parseGameStatsQuery, type GameStatsQuery, type SearchParams } from './game-stats-query'

export type GameStatsView = {
  query: GameStatsQuery & { season: number }
  /** Served seasons, newest first. */
  seasons: number[]
  latest: number
  /** The URL asked for a season the data does not hold: the page shows the latest and says so. */
  askedSeason: number | null
}

/** The season a game-stats page shows: the one asked for if the site serves it, else the latest (with a note). */
export function resolveGameStatsView(params: SearchParams): GameStatsView {
  const query = parseGameStatsQuery(params)
  const seasons = servedSeasons()
  const latest = seasons[0] ?? DEFAULT_SEASON
  const season = query.season !== null && seasons.includes(query.season) ? query.season : latest
  return { query: { ...query, season }, seasons, latest, askedSeason: query.season !== null && query.season !== season ? query.season : null }
}
