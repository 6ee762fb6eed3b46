import type { MetadataRoute } from 'next'
import { listPlayerPages } from '@/lib/data/loaders/list-player-pages'
import { listSitemapEntries, sitemapEntry } from '@/lib/seo/sitemap-entries'

/** /sitemap.xml for crawlers: the route table's pages and one page per player; the human sitemap is the page at /sitemap. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [...listSitemapEntries(), ...(listPlayerPages() ?? []).map(sitemapEntry)]
}
