import 'server-only'
import type { Db } from '@/lib/data/db'

/**
 * A building block kept per database connection and argument, for a few small keys (a season):
 * the league's counts that every matchup of a season shares, read once rather than per pair.
 * Keyed by the connection itself, so tests with their own connection get their own answers.
 */
export function memoOnDatabase<Args extends readonly (string | number | null)[], Result>(load: (db: Db, ...args: Args) => Result) {
  const answers = new WeakMap<Db, Map<string, Result>>()
  return (db: Db, ...args: Args): Result => {
    const known = answers.get(db) ?? new Map<string, Result>()
    answers.set(db, known)
    const key = JSON.stringify(args)
    if (known.has(key)) return known.get(key) as Result
    const answer = load(db, ...args)
    known.set(key, answer)
    return answer
  }
}
