import 'server-only'
import type { Db } from '@/lib/data/db'
import { joinSearchKeys, playerSearchKeys } from '@/lib/domain/search/player-search-keys'

type NameRow = { id: string; kanji: string; kana: string | null; romaji: string | null }

const registered = new WeakSet<Db>()

/**
 * Gives the connection `player_search_keys(id)`: the player's searchKey forms laid out for LIKE
 * (joinSearchKeys), so SQL matches a folded query while the folding rules stay in one pure
 * module. Folding every name costs ~15 ms, so it is done once per connection, not per query:
 * the database a server reads is fixed until a rebuild and restart.
 */
export function registerSearchKeys(db: Db): void {
  if (registered.has(db)) return
  const rows = db.prepare<[], NameRow>('SELECT id, name_kanji AS kanji, name_kana AS kana, name_romaji AS romaji FROM players').all()
  const keys = new Map(rows.map((row) => [row.id, joinSearchKeys(playerSearchKeys(row))]))
  db.function('player_search_keys', { deterministic: true }, (id) => (typeof id === 'string' ? (keys.get(id) ?? '') : ''))
  registered.add(db)
}
