import type { MetadataRoute } from 'next'
import { listSitemapEntries } from '@/lib/seo/sitemap-entries'

/** /sitemap.xml for crawlers; the human sitemap is the page at /sitemap. */
export default function sitemap(): MetadataRoute.Sitemap {
  return listSitemapEntries()
}
