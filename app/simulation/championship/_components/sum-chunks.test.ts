import type { ChampionshipChunk } from '@/lib/schemas/simulation-championship'
import { fixtureChunk, fixtureClub } from './chunk.fixture'
import { sumChunks } from './sum-chunks'

const club = (team: 'g' | 't', first: number, seasons: number) => fixtureClub(team, first, seasons, { rank: team === 'g' ? 1 : 2, counts: { wins: 80 * seasons, losses: 60 * seasons, ties: 3 * seasons, ranks: [first, seasons - first, 0, 0, 0, 0], climax_final: first, japan_series: 1 } })

const chunk = (index: number, seasons: number, giantsFirst: number): ChampionshipChunk =>
  fixtureChunk(index, seasons, 1, [
    { league: 'central', clubs: [club('g', giantsFirst, seasons), club('t', seasons - giantsFirst, seasons)] },
    { league: 'pacific', clubs: [] },
  ])

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
