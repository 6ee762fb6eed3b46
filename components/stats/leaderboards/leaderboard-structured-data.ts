import { playerCareerHref } from '@/lib/domain/players/player-views'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { JsonLdObject } from '@/lib/seo/json-ld'
import type { RecordType } from '@/lib/schemas/career'

/** A row names its season (a single-season list) or the last of a career. */
type List = { title: string; order: 'asc' | 'desc'; rows: ReadonlyArray<{ player_id: string; name: string } & ({ season: number } | { last_season: number })> }

/**
 * schema.org ItemList of a page's lists, each an ItemList of players in ranked order. Positions
 * count 1, 2, 3… even across a tie: ItemList positions order items, they are not ranks.
 */
export function leaderboardStructuredData(name: string, lists: readonly List[], type: RecordType): JsonLdObject {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: lists.length,
    itemListElement: lists.map((list, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'ItemList',
        name: list.title,
        itemListOrder: list.order === 'asc' ? 'https://schema.org/ItemListOrderAscending' : 'https://schema.org/ItemListOrderDescending',
        numberOfItems: list.rows.length,
        itemListElement: list.rows.map((row, rowIndex) => ({
          '@type': 'ListItem',
          position: rowIndex + 1,
          item: { '@type': 'Person', name: row.name, url: absoluteUrl(playerCareerHref(row.player_id, type, 'season' in row ? row.season : row.last_season)) },
        })),
      },
    })),
  }
}
