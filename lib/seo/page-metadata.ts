import { OG_IMAGE, SITE_DESCRIPTION, SITE_NAME } from '@/lib/site'
import { absoluteUrl } from './absolute-url'
import type { JsonLdObject } from './json-ld'

export type OgType = 'website' | 'article' | 'profile'
export type OgImage = { url: string; width?: number; height?: number; alt?: string }

/** A page's metadata with every field filled in; URLs are absolute on the site origin. */
export type PageMetadata = {
  title: string
  description: string
  keywords: readonly string[]
  ogType: OgType
  ogImage: OgImage
  structuredData: JsonLdObject | null
  canonical: string
}

/** Any subset; `ogImage` and `canonical` may be site paths, `structuredData: null` clears it. */
export type PageMetadataInput = Partial<Omit<PageMetadata, 'ogImage'>> & { ogImage?: string | OgImage }

export const DEFAULT_PAGE_TITLE = `${SITE_NAME} — NPBの成績・記録・セイバーメトリクス`
export const DEFAULT_KEYWORDS: readonly string[] = ['NPB', 'プロ野球', '野球データ', '成績', '記録', 'セイバーメトリクス']

const DEFAULT_OG_IMAGE: OgImage = { ...OG_IMAGE, url: absoluteUrl(OG_IMAGE.url) }

function normaliseOgImage(image: string | OgImage): OgImage {
  const url = absoluteUrl(typeof image === 'string' ? image : image.url)
  if (url === DEFAULT_OG_IMAGE.url) return { ...DEFAULT_OG_IMAGE, ...(typeof image === 'string' ? {} : image), url }
  return typeof image === 'string' ? { url } : { ...image, url }
}

/** The site-wide defaults: what a page says when it says nothing itself. */
export function resetPageMetadata(): PageMetadata {
  return {
    title: DEFAULT_PAGE_TITLE,
    description: SITE_DESCRIPTION,
    keywords: DEFAULT_KEYWORDS,
    ogType: 'website',
    ogImage: { ...DEFAULT_OG_IMAGE },
    structuredData: null,
    canonical: absoluteUrl('/'),
  }
}

/** A copy of `current` with the fields `patch` sets; undefined fields are left as they were. */
export function updatePageMetadata(current: PageMetadata, patch: PageMetadataInput): PageMetadata {
  return {
    title: patch.title ?? current.title,
    description: patch.description ?? current.description,
    keywords: patch.keywords ? [...patch.keywords] : current.keywords,
    ogType: patch.ogType ?? current.ogType,
    ogImage: patch.ogImage === undefined ? current.ogImage : normaliseOgImage(patch.ogImage),
    structuredData: patch.structuredData === undefined ? current.structuredData : patch.structuredData,
    canonical: patch.canonical === undefined ? current.canonical : absoluteUrl(patch.canonical),
  }
}

export function buildPageMetadata(input: PageMetadataInput): PageMetadata {
  return updatePageMetadata(resetPageMetadata(), input)
}

/** What the browser tab shows; the default title already names the site. */
export function documentTitle(metadata: PageMetadata): string {
  return metadata.title === DEFAULT_PAGE_TITLE ? metadata.title : `${metadata.title} | ${SITE_NAME}`
}
