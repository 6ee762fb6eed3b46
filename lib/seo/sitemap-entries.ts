import type { MetadataRoute } from 'next'
import { TEAM_CODES } from '@/lib/domain/teams/teams'
import { COLUMN_SLUGS, GAME_MVP_TABS, LEAGUES, STATS_TYPES, TITLE_TYPES } from '@/lib/route-params'
import { ROUTE_TABLE, type RouteEntry } from '@/lib/route-table'
import { DEFAULT_SEASON, SEASONS } from '@/lib/seasons'
import { absoluteUrl } from './absolute-url'
import { isIndexablePath } from './non-indexable'

/**
 * The values a parameter takes in the sitemap. Routes with any other parameter are left out:
 * player and game ids are unbounded, and the filter permutations (position correlation, player
 * strategy) are views of pages the sitemap already lists.
 */
const SITEMAP_VALUES: Readonly<Record<string, readonly string[]>> = {
  season: SEASONS.map(String),
  statsType: STATS_TYPES,
  league: LEAGUES,
  teamId: TEAM_CODES,
  titleType: TITLE_TYPES,
  tabType: GAME_MVP_TABS,
  slug: COLUMN_SLUGS,
}

/** Every concrete path of a pattern, or none when a parameter has no listed values. */
export function expandPattern(pattern: string): string[] {
  let paths = ['']
  for (const segment of pattern.split('/').slice(1)) {
    const values = segment.startsWith(':') ? SITEMAP_VALUES[segment.slice(1)] : [segment]
    if (!values) return []
    paths = paths.flatMap((path) => values.map((value) => `${path}/${value}`))
  }
  return paths
}

function pathsOf(entry: RouteEntry): string[] {
  return entry.params ? expandPattern(entry.pattern) : [entry.pattern]
}

/** Past seasons are settled; the current season and season-less pages change with each game. */
function changeFrequency(path: string): 'daily' | 'yearly' {
  const seasons = path.match(/\/(\d{4})(?=\/|$)/g) ?? []
  return seasons.some((season) => season !== `/${DEFAULT_SEASON}`) ? 'yearly' : 'daily'
}

/** Every indexable page of the route table, as absolute URLs on the canonical origin. */
export function listSitemapEntries(): MetadataRoute.Sitemap {
  const paths = new Set(ROUTE_TABLE.flatMap(pathsOf).filter(isIndexablePath))
  return [...paths].map(sitemapEntry)
}

/** A path as a sitemap entry: how often it changes follows its season (past seasons are settled). */
export function sitemapEntry(path: string): MetadataRoute.Sitemap[number] {
  return { url: absoluteUrl(path), changeFrequency: changeFrequency(path), priority: path === '/' ? 1 : 0.7 }
}
