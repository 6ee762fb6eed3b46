import type { ChampionshipChunk, ChampionshipClubCounts } from '@/lib/schemas/simulation-championship'

const addCounts = (a: ChampionshipClubCounts, b: ChampionshipClubCounts | undefined): ChampionshipClubCounts =>
  b === undefined
    ? a
    : {
        wins: a.wins + b.wins,
        losses: a.losses + b.losses,
        ties: a.ties + b.ties,
        ranks: a.ranks.map((value, rank) => value + (b.ranks[rank] ?? 0)),
        climax_final: a.climax_final + b.climax_final,
        japan_series: a.japan_series + b.japan_series,
      }

/**
 * The chunks of one run summed in order: the first chunk's standings and model, every club's
 * counts added (matched by club), `seasons` the seasons done so far. Null for no chunks.
 */
export function sumChunks(chunks: readonly ChampionshipChunk[]): ChampionshipChunk | null {
  const [first, ...rest] = chunks
  if (!first) return null
  return rest.reduce(
    (sum, chunk) => ({
      ...sum,
      seasons: sum.seasons + chunk.seasons,
      leagues: sum.leagues.map((league) => ({
        ...league,
        clubs: league.clubs.map((club) => ({ ...club, counts: addCounts(club.counts, chunk.leagues.flatMap((other) => other.clubs).find((other) => other.team === club.team)?.counts) })),
      })),
    }),
    first,
  )
}
