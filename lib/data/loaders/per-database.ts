import 'server-only'
import type { Db } from '@/lib/data/db'

/**
 * A loader kept per database connection, keyed by its arguments, the least recently used answer
 * dropped past `limit`. The database is fixed for a server's life, so an answer stays right; a
 * fresh connection (a test's, the bench's) starts cold. It takes the connection, so the bench and
 * tests share the server's code path; memoPerDatabase is this on the server's own connection.
 */
export function perDatabase<Args extends readonly unknown[], Result>(load: (db: Db, ...args: Args) => Result, limit: number) {
  // Boxed, so that a loader's own null (no such season) is remembered too.
  const answers = new WeakMap<Db, Map<string, { answer: Result }>>()
  return (db: Db, ...args: Args): Result => {
    const known = answers.get(db) ?? new Map<string, { answer: Result }>()
    answers.set(db, known)
    const key = JSON.stringify(args)
    const hit = known.get(key)
    if (hit) {
      // Touched: moved to the newest end, so the oldest untouched answer goes first.
      known.delete(key)
      known.set(key, hit)
      return hit.answer
    }
    const answer = load(db, ...args)
    known.set(key, { answer })
    if (known.size > limit) {
      const oldest = known.keys().next().value
      if (oldest !== undefined) known.delete(oldest)
    }
    return answer
  }
}
