import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import { sumChunks } from './sum-chunks'

const club = (team: 'g' | 't', first: number, seasons: number) => ({
  team,
  rank: team === 'g' ? 1 : 2,
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
  counts: { wins: 80 * seasons, losses: 60 * seasons, ties: 3 * seasons, ranks: [first, seasons - first, 0, 0, 0, 0], climax_final: first, japan_series: 1 },
})

const chunk = (index: number, seasons: number, giantsFirst: number): ChampionshipChunk => ({
  season: 2025,
  as_of: '2025-06-24',
  played_through: '2025-06-24',
  first_date: '2025-03-28',
  last_date: '2025-09-21',
  end_date: '2025-10-15',
  season_over: false,
  n: 50_000,
  seed: 1,
  chunk: index,
  chunks: 3,
  seasons,
  model: { exponent: 1.6, regression_games: 128, home_edge: 0.507, tie_rate: { central: 0.02, pacific: 0.02 }, japan_series_host: 'pacific' },
  leagues: [
    { league: 'central', clubs: [club('g', giantsFirst, seasons), club('t', seasons - giantsFirst, seasons)] },
    { league: 'pacific', clubs: [] },
  ],
})

test('chunks add up club by club: seasons, ranks and series counts are the sums', () => {
  const sum = sumChunks([chunk(0, 20_000, 12_000), chunk(1, 20_000, 11_000), chunk(2, 10_000, 6_000)])
  expect(sum?.seasons).toBe(50_000)
  const giants = sum?.leagues[0]?.clubs[0]
  expect(giants?.counts.ranks.slice(0, 2)).toEqual([29_000, 21_000])
  expect(giants?.counts.wins).toBe(80 * 50_000)
  expect(giants?.counts.japan_series).toBe(3)
  // The standings as of the date are the first chunk's, not added.
  expect(giants?.wins).toBe(40)
  expect(sumChunks([])).toBeNull()
})
