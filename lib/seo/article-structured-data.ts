import { OG_IMAGE, SITE_NAME } from '@/lib/site'
import { absoluteUrl } from './absolute-url'
import type { JsonLdObject } from './json-ld'

export type ArticleFacts = { title: string; description: string; path: string; published: string; modified: string }

/**
 * schema.org Article for a method article: search engines want a headline, dates, an image and
 * who wrote and published it (the site itself, as an Organization).
 */
export function articleStructuredData({ title, description, path, published, modified }: ArticleFacts): JsonLdObject {
  const site = { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') }
  return {
    '@type': 'Article',
    headline: title,
    description,
    inLanguage: 'ja',
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    datePublished: published,
    dateModified: modified,
    image: absoluteUrl(OG_IMAGE.url),
    author: site,
    publisher: site,
  }
}
