/**
 * A name as the site shows it: display form (kanji, or katakana for most foreign players),
 * hiragana reading, and romaji given-name first.
 */
export type PersonName = {
  kanji: string
  kana: string
  romaji: string
}

/** A table entry: one name part and how often it occurs relative to the others. */
export type WeightedName = PersonName & { weight: number }

type NameRow = readonly [kanji: string, kana: string, romaji: string, weight: number]

/** Tables are written as compact rows so each name fits on one reviewable line. */
export function toWeightedNames(rows: readonly NameRow[]): readonly WeightedName[] {
  return rows.map(([kanji, kana, romaji, weight]) => ({ kanji, kana, romaji, weight }))
}
