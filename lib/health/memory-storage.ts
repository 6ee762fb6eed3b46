import type { KeyValueStorage } from './stored-list'

/** Storage kept in memory: the stand-in when localStorage is refused, and the unit tests' storage. */
export function createMemoryStorage(): KeyValueStorage & { readonly size: number } {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    get size() {
      return items.size
    },
  }
}
