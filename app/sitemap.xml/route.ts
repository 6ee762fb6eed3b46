import { listSitemapParts } from '@/lib/seo/sitemap-files'
import { sitemapIndexXml } from '@/lib/seo/sitemap-parts'

/** /sitemap.xml, which robots.txt names: the index of the split sitemap (Next serves the parts, not an index). */
export function GET(): Response {
  return new Response(sitemapIndexXml(listSitemapParts()), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
