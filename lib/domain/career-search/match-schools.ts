import type { School, SchoolKind } from './school-kinds'
import { schoolKey } from './school-key'

export type SchoolMatch = {
  /** The one school the query names exactly (both folded), or null. */
  exact: School | null
  /** The schools whose name holds the query; only the exact one when there is one. */
  schools: School[]
}

const byPlayers = (a: School, b: School) => b.players - a.players || a.name.localeCompare(b.name, 'ja')

/**
 * The schools a query means, among those of `kind` (all four stages without one). A query that
 * names a school exactly means that school alone — a ranking's link lists exactly its players —
 * otherwise every school whose folded name holds the folded query, most players first.
 */
export function matchSchools(schools: readonly School[], query: string, kind?: SchoolKind): SchoolMatch {
  const key = schoolKey(query)
  if (key === '') return { exact: null, schools: [] }
  const inKind = schools.filter((school) => kind === undefined || school.kind === kind)
  const exact = inKind.filter((school) => schoolKey(school.name) === key)
  // The same name at two stages (rare) is two schools; a query naming both is not one school.
  if (exact.length > 0) return { exact: exact.length === 1 ? (exact[0] ?? null) : null, schools: exact }
  return { exact: null, schools: inKind.filter((school) => schoolKey(school.name).includes(key)).sort(byPlayers) }
}

/** The two-character pieces of a key: what a mistyped or longer name still shares with the right one. */
function bigrams(key: string): Set<string> {
  const chars = Array.from(key)
  return new Set(chars.slice(0, -1).map((char, index) => char + (chars[index + 1] ?? '')))
}

/**
 * Schools whose names are closest to a query that matched none: those sharing most of its
 * two-character pieces (青梅学院高 for 青梅学園高), then most players. None share anything → none.
 */
export function suggestSchools(schools: readonly School[], query: string, limit = 6): School[] {
  const wanted = bigrams(schoolKey(query))
  if (wanted.size === 0) return []
  const scored = schools
    .map((school) => ({ school, shared: [...bigrams(schoolKey(school.name))].filter((piece) => wanted.has(piece)).length }))
    .filter(({ shared }) => shared > 0)
  scored.sort((a, b) => b.shared - a.shared || byPlayers(a.school, b.school))
  return scored.slice(0, limit).map(({ school }) => school)
}

/** A stage's schools with the most players, most first, ties by name (the 「出身校別 選手数」 ranking). */
export function topSchools(schools: readonly School[], kind: SchoolKind, limit = 10): School[] {
  return schools.filter((school) => school.kind === kind).sort(byPlayers).slice(0, limit)
}
