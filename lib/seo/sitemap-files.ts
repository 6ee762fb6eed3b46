import 'server-only'
import { listGamePages } from '@/lib/data/loaders/list-game-pages'
import { listPlayerPages } from '@/lib/data/loaders/list-player-pages'
import { gameSitemapEntry } from './game-sitemap-entry'
import { listSitemapEntries, sitemapEntry } from './sitemap-entries'
import { sitemapPartById, sitemapParts, type SitemapPart } from './sitemap-parts'

/** The files of the split sitemap for the database this server reads: the pages, then the players, then the games. */
export function listSitemapParts(): SitemapPart[] {
  return sitemapParts({ pages: listSitemapEntries().length, players: listPlayerPages()?.length ?? 0, games: listGamePages()?.length ?? 0 })
}

/** The entries of /sitemaps/sitemap/{id}.xml; none for an id that names no file. */
export function sitemapPartEntries(id: string) {
  const part = sitemapPartById(listSitemapParts(), id)
  if (!part) return []
  if (part.source === 'pages') return listSitemapEntries().slice(part.start, part.end)
  if (part.source === 'games') return (listGamePages() ?? []).slice(part.start, part.end).map(gameSitemapEntry)
  return (listPlayerPages() ?? []).slice(part.start, part.end).map(sitemapEntry)
}
