import type { Metadata } from 'next'
import type { JsonLdObject } from './json-ld'
import { toNextMetadata } from './next-metadata'
import { buildPageMetadata, type OgImage, type OgType } from './page-metadata'

export type Crumb = { label: string; href?: string }

/** What a page says about itself: used for its metadata, its heading and its breadcrumb. */
export type PageDescriptor = {
  title: string
  description: string
  /** Canonical path, e.g. /records/season/standings/2025. */
  path: string
  /** Ancestors between ホーム and the page itself. */
  crumbs?: readonly Crumb[]
  noindex?: boolean
  /** Replaces the site-wide keywords. */
  keywords?: readonly string[]
  /** Defaults to website. */
  ogType?: OgType
  /** A site path or URL; defaults to the 1200×630 site card /og-image.png. */
  ogImage?: string | OgImage
  /** Extra schema.org data; rendered by pageStructuredData + <JsonLd>, not by Next metadata. */
  structuredData?: JsonLdObject
}

export function pageMetadata(page: PageDescriptor): Metadata {
  const metadata = buildPageMetadata({
    title: page.title,
    description: page.description,
    canonical: page.path,
    keywords: page.keywords,
    ogType: page.ogType,
    ogImage: page.ogImage,
    structuredData: page.structuredData,
  })
  return toNextMetadata(metadata, { noindex: page.noindex })
}
