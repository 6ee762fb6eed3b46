/** A DTO row's number under a column key; anything else (absent, null) reads as no value. */
export function statValue(row: object, key: string): number | null {
  const value: unknown = (row as Record<string, unknown>)[key]
  return typeof value === 'number' ? value : null
}
