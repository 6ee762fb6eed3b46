import type { Metadata } from 'next'
import { SITE_NAME } from '@/lib/site'
import { DEFAULT_PAGE_TITLE, documentTitle, type PageMetadata } from './page-metadata'

/**
 * Next's Metadata for a built page. The title goes through the root layout's `%s | site`
 * template, except the default title, which already names the site. Structured data is not
 * metadata in Next: render it with <JsonLd>.
 */
export function toNextMetadata(metadata: PageMetadata, options: { noindex?: boolean } = {}): Metadata {
  const title = documentTitle(metadata)
  const { description, canonical, ogImage } = metadata
  return {
    title: metadata.title === DEFAULT_PAGE_TITLE ? { absolute: metadata.title } : metadata.title,
    description,
    keywords: [...metadata.keywords],
    alternates: { canonical },
    openGraph: { type: metadata.ogType, siteName: SITE_NAME, locale: 'ja_JP', title, description, url: canonical, images: [ogImage] },
    twitter: { card: 'summary_large_image', title, description, images: [ogImage.url] },
    ...(options.noindex ? { robots: { index: false, follow: false } } : {}),
  }
}
