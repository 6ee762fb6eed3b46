import { SITE_NAME } from '@/lib/site'
import { absoluteUrl } from './absolute-url'
import type { JsonLdObject } from './json-ld'
import type { Crumb, PageDescriptor } from './metadata'

const CONTEXT = 'https://schema.org'

/** schema.org BreadcrumbList for ホーム › crumbs › the current page. */
export function breadcrumbStructuredData(crumbs: readonly Crumb[], current: string): JsonLdObject {
  const trail: readonly Crumb[] = [{ label: 'ホーム', href: '/' }, ...crumbs, { label: current }]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  }
}

/**
 * The page as a schema.org WebPage within the site, plus the page's own structured data, as one
 * graph (one <script> per page). The breadcrumb list is rendered by the breadcrumb itself.
 */
export function pageStructuredData(page: PageDescriptor): JsonLdObject {
  const url = absoluteUrl(page.path)
  const webPage: JsonLdObject = {
    '@type': 'WebPage',
    '@id': url,
    url,
    name: page.title,
    description: page.description,
    inLanguage: 'ja',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl('/') },
  }
  const graph: JsonLdObject[] = [webPage]
  if (page.structuredData) {
    // Inside a graph the outer @context applies; a nested one is redundant.
    graph.push(Object.fromEntries(Object.entries(page.structuredData).filter(([key]) => key !== '@context')))
  }
  return { '@context': CONTEXT, '@graph': graph }
}
