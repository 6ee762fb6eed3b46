import 'server-only'
import { getDatabase, type Db } from '@/lib/data/db'
import { perDatabase } from './per-database'

const LIMIT = 500

/**
 * A loader whose answers are kept for the server's lifetime, on the server's own connection. The
 * database a server reads is fixed until a rebuild and restart (see response-memo.ts), so an answer
 * once read stays right; the least recently used go first past 500 per loader (perDatabase). Null
 * when no database was built.
 */
export function memoPerDatabase<Args extends readonly unknown[], Result>(load: (db: Db, ...args: Args) => Result) {
  const memo = perDatabase(load, LIMIT)
  return (...args: Args): Result | null => {
    const db = getDatabase()
    return db ? memo(db, ...args) : null
  }
}
