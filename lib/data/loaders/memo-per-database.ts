import 'server-only'
import { getDatabase, type Db } from '@/lib/data/db'

const LIMIT = 500

/**
 * A loader whose answers are kept for the server's lifetime. The database a server reads is fixed
 * until a rebuild and restart (see response-memo.ts), so an answer once read stays right; the
 * oldest go first past 500 per loader. Null when no database was built.
 */
export function memoPerDatabase<Args extends readonly unknown[], Result>(load: (db: Db, ...args: Args) => Result) {
  // Boxed, so that a loader's own null (no such season) is remembered too.
  const answers = new WeakMap<Db, Map<string, { answer: Result }>>()
  return (...args: Args): Result | null => {
    const db = getDatabase()
    if (!db) return null
    const known = answers.get(db) ?? new Map<string, { answer: Result }>()
    answers.set(db, known)
    const key = JSON.stringify(args)
    const hit = known.get(key)
    if (hit) return hit.answer
    const answer = load(db, ...args)
    if (known.size >= LIMIT) {
      const oldest = known.keys().next().value
      if (oldest !== undefined) known.delete(oldest)
    }
    known.set(key, { answer })
    return answer
  }
}
