import { createMemoryStorage } from './memory-storage'
import type { KeyValueStorage } from './stored-list'

/** localStorage, or memory when the browser refuses it (blocked cookies make the getter throw). */
export function browserStorage(): KeyValueStorage {
  try {
    if (window.localStorage) return window.localStorage
  } catch {
    // fall through to memory: the checker still counts failures, it just cannot keep them
  }
  return createMemoryStorage()
}
