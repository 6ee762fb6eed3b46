import type { MetadataRoute } from 'next'
import { DEFAULT_SEASON } from '@/lib/seasons'
import { sitemapEntry } from './sitemap-entries'

export type GamePage = { id: string; season: number }

/**
 * A game page as a sitemap entry, listed as a player's page is: a past season's game is settled
 * ('yearly'), the current season's is 'daily' like every page of that season. The season comes
 * from the game, since its path carries none for sitemapEntry to read.
 */
export function gameSitemapEntry(game: GamePage): MetadataRoute.Sitemap[number] {
  return { ...sitemapEntry(`/games/${game.id}`), changeFrequency: game.season < DEFAULT_SEASON ? 'yearly' : 'daily' }
}
