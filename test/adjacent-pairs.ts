/**
 * Each item after the first with the one before it, as [previous, current, index of current]:
 * a test states an ordering rule once per pair instead of guarding the first item with an `if`.
 */
export function adjacentPairs<T>(items: readonly T[]): Array<[previous: T, current: T, index: number]> {
  return items.slice(1).map((current, at) => [items[at] as T, current, at + 1])
}
