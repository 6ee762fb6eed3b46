import { chunkRng } from './chunk-rng'
import { chunkCount, chunkSeasons, CHUNK_SEASONS } from './chunks'

test('a run is split into chunks of at most 20,000 seasons, the last one the rest', () => {
  expect(chunkCount(1_000)).toBe(1)
  expect(chunkCount(20_000)).toBe(1)
  expect(chunkCount(50_000)).toBe(3)
  expect(chunkCount(200_000)).toBe(10)
  expect([0, 1, 2].map((chunk) => chunkSeasons(50_000, chunk))).toEqual([CHUNK_SEASONS, CHUNK_SEASONS, 10_000])
  expect(chunkSeasons(50_000, 3)).toBe(0)
})

test('each chunk has its own stream, the same for the same seed and chunk', () => {
  expect(chunkRng(5, 1).next()).toBe(chunkRng(5, 1).next())
  expect(chunkRng(5, 1).next()).not.toBe(chunkRng(5, 2).next())
  expect(chunkRng(5, 1).next()).not.toBe(chunkRng(6, 1).next())
})
