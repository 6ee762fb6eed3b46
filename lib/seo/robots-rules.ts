import type { MetadataRoute } from 'next'
import { absoluteUrl } from './absolute-url'
import { NON_INDEXABLE_PREFIXES } from './non-indexable'

/** Crawl everything but the JSON API and the development pages; point to the XML sitemap. */
export function robotsRules(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ...NON_INDEXABLE_PREFIXES] },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
