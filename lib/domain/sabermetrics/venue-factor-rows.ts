import { parkRoles, type ParkRole } from './park-roles'
import { gamesFor, multiYearFactor, poolTotals, regressionYears, VENUE_METRICS, venueFactor, type VenueMetric, type VenueTotals } from './venue-factors'

/** A club's home games at one venue in a season. */
export type HomeSample = { venueId: number; venue: string; team: string; totals: VenueTotals }

/** One season's league games: each (venue, home club) pair's home side, and each club's road side. */
export type SeasonSample = { season: number; home: readonly HomeSample[]; road: ReadonlyMap<string, VenueTotals> }

export type VenueFactorRow = {
  season: number
  venueId: number
  venue: string
  team: string
  park: ParkRole
  metric: VenueMetric
  homeGames: number
  roadGames: number
  homeCount: number
  roadCount: number
  singleYear: number | null
  pooledHomeGames: number
  pooledRoadGames: number
  multiYear: number | null
  years: number
}

/** Seasons pooled for the multi-year factor: up to five, none before the data's first. */
export const POOLED_SEASONS = 5

const NO_GAMES: VenueTotals = { games: 0, paGames: 0, counts: { runs: 0, hr: 0, h: 0, '2b': 0, '3b': 0, so: 0, bb: 0 } }

/**
 * Every metric's single-year and multi-year factor of each venue a club hosted league games at in
 * `season`. The multi-year pool of a (venue, club) pair holds the seasons of the window in which the
 * pair has home games, with the club's road games of those same seasons, so both sides share one
 * run environment. `samples` must hold the window's seasons (others are ignored).
 */
export function venueFactorRows(samples: readonly SeasonSample[], season: number, firstSeason: number): VenueFactorRow[] {
  const from = Math.max(firstSeason, season - POOLED_SEASONS + 1)
  const window = samples.filter((sample) => sample.season >= from && sample.season <= season)
  const current = window.find((sample) => sample.season === season)
  if (!current) return []
  const roleOf = parkRoles(current.home.map(({ venue, team, totals }) => ({ venue, team, games: totals.games })))
  return current.home.flatMap((pair) => {
    const road = current.road.get(pair.team) ?? NO_GAMES
    const pooled = window.flatMap((sample) => {
      const home = sample.home.find((other) => other.venue === pair.venue && other.team === pair.team)
      return home ? [{ home: home.totals, road: sample.road.get(pair.team) ?? NO_GAMES }] : []
    })
    const pooledHome = poolTotals(pooled.map((side) => side.home))
    const pooledRoad = poolTotals(pooled.map((side) => side.road))
    const years = regressionYears(pooled.map((side) => side.home.games))
    const park = roleOf(pair)
    return VENUE_METRICS.map((metric): VenueFactorRow => ({
      season,
      venueId: pair.venueId,
      venue: pair.venue,
      team: pair.team,
      park,
      metric,
      homeGames: gamesFor(pair.totals, metric),
      roadGames: gamesFor(road, metric),
      homeCount: pair.totals.counts[metric],
      roadCount: road.counts[metric],
      singleYear: venueFactor(pair.totals, road, metric),
      pooledHomeGames: gamesFor(pooledHome, metric),
      pooledRoadGames: gamesFor(pooledRoad, metric),
      multiYear: multiYearFactor(pooledHome, pooledRoad, metric, years),
      years,
    }))
  })
}
