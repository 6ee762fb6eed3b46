import 'server-only'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import type { PlaySide } from '@/lib/domain/analysis/play-filter-fields'
import { DEFAULT_SEASON } from '@/lib/seasons'
import { parseSituationalSearch, SITUATIONAL_ROOT, situationalPath, type SearchParams, type SituationalQuery } from './situational-query'

export type SituationalView = {
  side: PlaySide
  season: number
  /** Served seasons, newest first. */
  seasons: number[]
  latest: number
  /** Where the page is: /analysis/situational (the latest batting view) or /analysis/situational/{side}/{season}. */
  path: string
  query: SituationalQuery
  /** The site knows the season but the data does not hold it (an import of other years): the page says so. */
  held: boolean
}

/** The view a URL asks for; without a side and season (/analysis/situational), the latest season's batting view. */
export function resolveSituationalView(params: SearchParams, route: { side: PlaySide; season: number } | null = null): SituationalView {
  const seasons = servedSeasons()
  const latest = seasons[0] ?? DEFAULT_SEASON
  const side = route?.side ?? 'batting'
  const season = route?.season ?? latest
  return {
    side, season, seasons, latest,
    path: route ? situationalPath(route.side, route.season) : SITUATIONAL_ROOT,
    query: parseSituationalSearch(params),
    held: seasons.includes(season),
  }
}
