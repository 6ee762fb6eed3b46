export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** A JSON array from storage, keeping only well-formed items; anything unreadable is an empty list. */
export function readStoredList<T>(storage: KeyValueStorage, key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '[]')
    return Array.isArray(value) ? value.filter(isItem) : []
  } catch {
    return []
  }
}

/** Writes JSON; a full or disabled storage must not break the page, so it reports false instead. */
export function writeStored(storage: KeyValueStorage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
