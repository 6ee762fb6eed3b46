import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import { POOLED_SEASONS, venueFactorRows, type SeasonSample } from '@/lib/domain/sabermetrics/venue-factor-rows'
import { loadVenueSample } from './venue-samples'

/**
 * Park factors per venue actually played (a club's 地方球場 games apart from its main park), per
 * metric: single-year and multi-year (pooled up to five seasons, regressed by years of data), with
 * the samples. The per-club table park_factors, which wRC+ uses, is separate and unchanged.
 */
export const VENUE_FACTORS_SQL = `
CREATE TABLE venue_factors (season INTEGER NOT NULL, venue_id INTEGER NOT NULL, venue TEXT NOT NULL, team TEXT NOT NULL,
  park TEXT NOT NULL, metric TEXT NOT NULL, home_games INTEGER NOT NULL, road_games INTEGER NOT NULL,
  home_count INTEGER NOT NULL, road_count INTEGER NOT NULL, single_year REAL, pooled_home_games INTEGER NOT NULL,
  pooled_road_games INTEGER NOT NULL, multi_year REAL, years INTEGER NOT NULL,
  PRIMARY KEY (season, venue_id, team, metric)) WITHOUT ROWID;
`

const COLUMNS = ['season', 'venue_id', 'venue', 'team', 'park', 'metric', 'home_games', 'road_games', 'home_count', 'road_count', 'single_year',
  'pooled_home_games', 'pooled_road_games', 'multi_year', 'years']

/**
 * A season's samples are read once per database: deriving each season pools the four before it,
 * which the previous calls of a build already read (a build derives its seasons in order).
 */
const samplesByDb = new WeakMap<Db, Map<number, SeasonSample>>()

function sampleOf(db: Db, season: number): SeasonSample {
  const known = samplesByDb.get(db) ?? new Map<number, SeasonSample>()
  samplesByDb.set(db, known)
  const cached = known.get(season)
  if (cached) return cached
  const sample = loadVenueSample(db, season)
  known.set(season, sample)
  return sample
}

/** Writes `season`'s venue factors (after deriveParkFactors, with the same first season of data). */
export function deriveVenueFactors(db: Db, season: number, firstSeason: number): void {
  const from = Math.max(firstSeason, season - POOLED_SEASONS + 1)
  const samples = Array.from({ length: season - from + 1 }, (_, index) => sampleOf(db, from + index))
  const insert = batchInserter(db, 'venue_factors', COLUMNS)
  for (const row of venueFactorRows(samples, season, firstSeason)) {
    insert.add([row.season, row.venueId, row.venue, row.team, row.park, row.metric, row.homeGames, row.roadGames, row.homeCount, row.roadCount,
      row.singleYear, row.pooledHomeGames, row.pooledRoadGames, row.multiYear, row.years])
  }
  insert.flush()
}
