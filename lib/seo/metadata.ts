import type { Metadata } from 'next'
import { OG_IMAGE, SITE_NAME } from '@/lib/site'

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
}

export function pageMetadata(page: PageDescriptor): Metadata {
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      locale: 'ja_JP',
      title: `${page.title} | ${SITE_NAME}`,
      description: page.description,
      url: page.path,
      images: [OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: `${page.title} | ${SITE_NAME}`, description: page.description, images: [OG_IMAGE.url] },
    ...(page.noindex ? { robots: { index: false, follow: false } } : {}),
  }
}
