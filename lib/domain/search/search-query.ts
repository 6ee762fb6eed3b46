import { searchKey } from './search-key'

/** The longest query the site searches for (the API refuses longer; the page cuts it). */
export const MAX_QUERY_LENGTH = 50

/**
 * One kanji or kana already narrows the list (大, オ); one Latin letter matches nearly every
 * romaji name, so Latin queries wait for a second letter.
 */
export const MIN_LATIN_QUERY_LENGTH = 2

/** A query as typed or pasted: spaces collapsed and trimmed, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: string): string {
  const collapsed = raw.replace(/\s+/g, ' ').trim()
  // By code points, so a cut never splits a character such as 𠮷 in two.
  return Array.from(collapsed).slice(0, MAX_QUERY_LENGTH).join('').trim()
}

/** Whether a query is worth asking for: something left after folding, and two letters when it is all Latin. */
export function isSearchable(query: string): boolean {
  if (searchKey(query) === '') return false
  const letters = query.normalize('NFKC').replace(/\s/g, '')
  const latinOnly = /^[\x00-\x7f]+$/.test(letters)
  return !latinOnly || letters.length >= MIN_LATIN_QUERY_LENGTH
}
