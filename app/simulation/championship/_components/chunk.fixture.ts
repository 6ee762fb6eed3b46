import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'

type FixtureClub = ChampionshipChunk['leagues'][number]['clubs'][number]

/** A club of a chunk of `seasons` seasons, `first` of them won; the rest of its line is fixed (the tests change what they look at). */
export function fixtureClub(team: FixtureClub['team'], first: number, seasons: number, overrides: Partial<FixtureClub> = {}): FixtureClub {
  return {
    team,
    rank: 1,
    wins: 40,
    losses: 30,
    ties: 1,
    remaining: 72,
    runs_scored: 300,
    runs_allowed: 280,
    pythagorean: 0.53,
    strength: 0.52,
    magic: null,
    self_clinch: true,
    counts: { wins: 80 * seasons, losses: 60 * seasons, ties: 3 * seasons, ranks: [first, seasons - first, 0, 0, 0, 0], climax_final: first, japan_series: first },
    ...overrides,
  }
}

/** Chunk `index` of a 50,000-season run of 2025 from 24 June, in three chunks. */
export function fixtureChunk(index: number, seasons: number, seed: number, leagues: ChampionshipChunk['leagues']): ChampionshipChunk {
  return {
    season: 2025,
    as_of: '2025-06-24',
    played_through: '2025-06-24',
    first_date: '2025-03-28',
    last_date: '2025-09-21',
    end_date: '2025-10-15',
    season_over: false,
    n: 50_000,
    seed,
    chunk: index,
    chunks: 3,
    seasons,
    model: { exponent: 1.6, regression_games: 128, home_edge: 0.507, tie_rate: { central: 0.02, pacific: 0.02 }, japan_series_host: 'pacific' },
    leagues,
  }
}
