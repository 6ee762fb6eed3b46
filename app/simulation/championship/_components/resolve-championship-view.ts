import 'server-only'
import { textParam, type SearchParams } from '@/app/game-stats/_components/game-stats-query'
import { resolveGameStatsView } from '@/app/game-stats/_components/resolve-game-stats-view'
import { getChampionshipCalendar, type ChampionshipCalendar } from '@/lib/data/loaders/simulation/championship/championship-calendar'
import { settleRunParams, type RunParams, type RunProblems } from './championship-params'

export type ChampionshipView = {
  season: number
  /** Served seasons, newest first. */
  seasons: number[]
  latest: number
  /** The URL asked for a season the data does not hold: the page shows the latest and says so. */
  askedSeason: number | null
  /** The season's days; null when it has no regular-season games (the page says so). */
  calendar: ChampionshipCalendar | null
  run: RunParams
  problems: RunProblems
}

/** The page's view from its URL: the season (as every game-stats page settles it) and the run (as the browser settles it too). */
export function resolveChampionshipView(params: SearchParams): ChampionshipView {
  const seasonView = resolveGameStatsView(params)
  const { season } = seasonView.query
  const calendar = getChampionshipCalendar(season)
  const days = calendar ?? { first: '', end: '', midpoint: '' }
  const { run, problems } = settleRunParams((key) => textParam(params, key), days)
  return { season, seasons: seasonView.seasons, latest: seasonView.latest, askedSeason: seasonView.askedSeason, calendar, run, problems }
}
