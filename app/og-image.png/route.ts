import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getDataSource, isSimulated } from '@/lib/data/loaders/get-data-source'
import { siteCardFile } from '@/lib/seo/site-card'

/**
 * The site's Open Graph card, the one that says whether the numbers are the simulated league's.
 * Its Cache-Control is the edge's shared policy (server/edge/cache-policy.ts): the card changes
 * with the database, like every page.
 */
export async function GET(): Promise<Response> {
  const card = await readFile(join(/*turbopackIgnore: true*/ process.cwd(), siteCardFile(isSimulated(getDataSource()))))
  return new Response(new Uint8Array(card), { headers: { 'Content-Type': 'image/png' } })
}
