import 'server-only'
import { cache } from 'react'
import { getDatabase, type Db } from '@/lib/data/db'
import { chunkRng } from '@/lib/domain/simulation/championship/chunk-rng'
import { chunkCount, chunkSeasons } from '@/lib/domain/simulation/championship/chunks'
import { simulateChampionship } from '@/lib/domain/simulation/championship/simulate'
import { championshipChunkSchema, type ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import { championshipSetupFrom } from './championship-setup'
import { perDatabase } from '@/lib/data/loaders/per-database'

export type ChunkRequest = { season: number; asOf: string; n: number; seed: number; chunk: number }

function build(db: Db, { season, asOf, n, seed, chunk }: ChunkRequest): ChampionshipChunk | null {
  const setup = championshipSetupFrom(db, season, asOf)
  if (!setup) return null
  const counts = simulateChampionship(setup.inputs, chunkSeasons(n, chunk), chunkRng(seed, chunk))
  const { schedule, inputs } = setup
  const clubs = setup.clubs.map((club, index) => ({
    team: club.team,
    rank: club.rank,
    wins: club.wins,
    losses: club.losses,
    ties: club.ties,
    remaining: club.remaining,
    runs_scored: club.runsScored,
    runs_allowed: club.runsAllowed,
    pythagorean: club.pythagorean,
    strength: inputs.clubs[index]?.strength ?? 0.5,
    magic: club.race.magic,
    self_clinch: club.race.selfClinch,
    counts: {
      wins: counts.wins[index] ?? 0,
      losses: counts.losses[index] ?? 0,
      ties: counts.ties[index] ?? 0,
      ranks: counts.ranks[index] ?? [],
      climax_final: counts.climaxFinal[index] ?? 0,
      japan_series: counts.japanSeries[index] ?? 0,
    },
  }))
  return championshipChunkSchema.parse({
    season,
    as_of: asOf,
    played_through: setup.playedThrough,
    first_date: schedule.first,
    last_date: schedule.last,
    end_date: schedule.end,
    season_over: inputs.remaining.length === 0,
    n,
    seed,
    chunk,
    chunks: chunkCount(n),
    seasons: counts.seasons,
    model: { exponent: setup.exponent, regression_games: setup.regressionGames, home_edge: inputs.homeEdge, tie_rate: inputs.tieRate, japan_series_host: inputs.japanSeriesHost },
    leagues: (['central', 'pacific'] as const).map((league) => ({ league, clubs: clubs.filter((_, index) => setup.clubs[index]?.league === league) })),
  })
}

/**
 * Chunk k of a run (≤ 20,000 seasons, about a second from mid-season), the last few kept per
 * database in a small LRU so the page and its API answer a repeated view at once. Null for a
 * season without games; the caller checks the date and the chunk number first.
 */
export const championshipChunkFrom = perDatabase(build, 24)

/** The chunk for the page and the API on the server's database; null without one (or without the season). */
export const getChampionshipChunk = cache((season: number, asOf: string, n: number, seed: number, chunk: number): ChampionshipChunk | null => {
  const db = getDatabase()
  return db ? championshipChunkFrom(db, { season, asOf, n, seed, chunk }) : null
})
