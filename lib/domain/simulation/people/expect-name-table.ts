import type { WeightedName } from './person-name'
import { romanizeKana } from './romanize-kana'

/**
 * The checks every Japanese name table must pass, shared by the surname and given-name tests:
 * size, unique kanji, hiragana readings, plain-ASCII romaji that romanizeKana reproduces (except
 * for the kanji in `romajiExceptions`).
 */
export function expectNameTable(table: readonly WeightedName[], { minSize, romajiExceptions = new Set<string>() }: { minSize: number; romajiExceptions?: ReadonlySet<string> }): void {
  expect(table.length).toBeGreaterThanOrEqual(minSize)
  expect(new Set(table.map((entry) => entry.kanji)).size).toBe(table.length)
  for (const entry of table) {
    expect(entry.kana).toMatch(/^[ぁ-ゖ]+$/)
    expect(entry.romaji).toMatch(/^[A-Z][a-z]+$/)
    expect(entry.kanji).not.toMatch(/[ぁ-ゖァ-ヺ\s]/)
    expect(entry.weight).toBeGreaterThan(0)
  }
  for (const entry of table.filter((candidate) => !romajiExceptions.has(candidate.kanji))) {
    expect(`${entry.kanji} ${romanizeKana(entry.kana)}`).toBe(`${entry.kanji} ${entry.romaji}`)
  }
}
