import 'server-only'
import { getDatabase } from '@/lib/data/db'
import { servedSeasons } from '@/lib/data/loaders/get-data-source'
import { seasonPlays } from './season-plays'

/**
 * Reads every served season's PA block ahead of the first visitor, newest first, one season per
 * turn of the event loop so that requests arriving meanwhile are served between them. A season's
 * block takes about half a second to read the first time; a ten-season search that finds them
 * cold waits for all ten. Meant for a server's start (instrumentation.ts); does nothing without a
 * database.
 */
export async function warmPlayBlocks(): Promise<number> {
  const db = getDatabase()
  if (!db) return 0
  let loaded = 0
  for (const season of servedSeasons()) {
    await new Promise((resolve) => setImmediate(resolve))
    if (seasonPlays(db, season)) loaded += 1
  }
  return loaded
}
