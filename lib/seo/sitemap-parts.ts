import { absoluteUrl } from './absolute-url'

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); a fifth of that keeps each file
 * a quick fetch (≈ 1.5 MB) and leaves room for a real database's player pages to grow.
 */
export const URLS_PER_SITEMAP = 10_000

/** The lists the sitemap serves, in file order: the route table's pages, one page per player, one per game. */
export const SITEMAP_SOURCES = ['pages', 'players', 'games'] as const
export type SitemapSource = (typeof SITEMAP_SOURCES)[number]

/** One file of the split sitemap: /sitemaps/sitemap/{id}.xml holds `source`'s entries from `start` up to `end` (exclusive). */
export type SitemapPart = { id: number; source: SitemapSource; start: number; end: number }

/**
 * The files for lists of these sizes, numbered from 0: the pages, the players, then the games,
 * each cut into runs of `size`. A list with no entries gets no file, except the pages, which
 * always get file 0 so the index is never empty.
 */
export function sitemapParts(counts: Readonly<Record<SitemapSource, number>>, size = URLS_PER_SITEMAP): SitemapPart[] {
  const parts: SitemapPart[] = []
  for (const source of SITEMAP_SOURCES) {
    const count = counts[source]
    const files = source === 'pages' ? Math.max(1, Math.ceil(count / size)) : Math.ceil(count / size)
    for (let file = 0; file < files; file += 1) {
      parts.push({ id: parts.length, source, start: file * size, end: Math.min(count, (file + 1) * size) })
    }
  }
  return parts
}

/** The part a sitemap id names (Next passes it as a string), or null for one that is not there. */
export function sitemapPartById(parts: readonly SitemapPart[], id: string): SitemapPart | null {
  return parts.find((part) => String(part.id) === id) ?? null
}

/** Where Next serves a part of app/sitemaps/sitemap.ts split with generateSitemaps. */
export function sitemapPartPath(part: Pick<SitemapPart, 'id'>): string {
  return `/sitemaps/sitemap/${part.id}.xml`
}

/** /sitemap.xml: the sitemap index (sitemaps.org protocol) naming every part by absolute URL. */
export function sitemapIndexXml(parts: readonly SitemapPart[]): string {
  const entries = parts.map((part) => `<sitemap><loc>${absoluteUrl(sitemapPartPath(part))}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`
}
