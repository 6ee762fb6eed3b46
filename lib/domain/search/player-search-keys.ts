import { familyNameFirst, searchKey } from './search-key'

export type PlayerNames = { kanji: string; kana: string | null; romaji: string | null }

/**
 * The searchKey forms a player is found by, in two sets:
 * - `whole`: his registered name, its reading where the source has one, and his romaji in both
 *   orders (stored given name first, typed either way) — a query may be one of them or begin one;
 * - `inside`: the same kanji and reading, and each romaji word on its own — a query may sit
 *   anywhere inside one. Romaji words stand alone so that 'otani' is not found across the gap of
 *   'Kota Nishiyama' (kotanishiyama).
 */
export function playerSearchKeys({ kanji, kana, romaji }: PlayerNames): { whole: string[]; inside: string[] } {
  const keysOf = (names: readonly (string | null)[]) => [...new Set(names.flatMap((name) => (name === null ? [] : [searchKey(name)])).filter((key) => key !== ''))]
  const words = romaji === null ? [] : romaji.trim().split(/\s+/)
  return {
    whole: keysOf([kanji, kana, romaji, romaji === null ? null : familyNameFirst(romaji)]),
    inside: keysOf([kanji, kana, ...words]),
  }
}

/**
 * The keys as one string for a database's LIKE: '\n' + inside keys + '\n\t\n' + whole keys + '\n',
 * each key between two line breaks. A query key holds neither a line break nor a tab (searchKey
 * drops whitespace), so:
 * - '%\nq%' — q begins a key (a whole name or a romaji word);
 * - '%q%\t%' — q sits inside an inside key (before the tab);
 * - '%\t%\nq\n%' — q is a whole key.
 */
export function joinSearchKeys({ whole, inside }: { whole: readonly string[]; inside: readonly string[] }): string {
  return `\n${inside.join('\n')}\n\t\n${whole.join('\n')}\n`
}

export type SearchPatterns = { begins: string; inside: string; whole: string }

/**
 * LIKE patterns (ESCAPE '\') over joinSearchKeys' layout for a query key; null when the query
 * folds to nothing ('・'), which matches no one. %, _ and \ in the query are escaped: they are
 * characters of the name, never wildcards.
 */
export function searchPatterns(queryKey: string): SearchPatterns | null {
  if (queryKey === '') return null
  const key = queryKey.replace(/[\\%_]/g, (char) => `\\${char}`)
  return { begins: `%\n${key}%`, inside: `%${key}%\t%`, whole: `%\t%\n${key}\n%` }
}
