import { createRng, type Rng } from '../rng'

/**
 * Chunk k's own random stream, createRng(seed).fork('chunk-k'): the chunks of a run are
 * independent and each can be computed alone, in any order, on any request.
 */
export function chunkRng(seed: number, chunk: number): Rng {
  return createRng(seed).fork(`chunk-${chunk}`)
}
