import type { MetadataRoute } from 'next'
import { listSitemapParts, sitemapPartEntries } from '@/lib/seo/sitemap-files'

export async function generateSitemaps() {
  return listSitemapParts().map(({ id }) => ({ id }))
}

/**
 * /sitemaps/sitemap/{id}.xml for crawlers: the route table's pages, one page per player and one per game, split so no file
 * nears the protocol's 50,000 URLs. /sitemap.xml (app/sitemap.xml/route.ts) is the index naming
 * them; the human sitemap is the page at /sitemap.
 */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapPartEntries(await id)
}
