import 'server-only'
import type { Db } from '@/lib/data/db'

/**
 * A season reader whose answers are kept per database, for the life of the server (the database
 * is fixed until a rebuild and restart, as memo-per-database.ts says). Unlike memoPerDatabase it
 * takes the database it is given, so that the season view and the pooled correlation, which reads
 * every season, share one read of each season, and tests can hand it their own database.
 */
export function perSeason<T>(read: (db: Db, season: number) => T): (db: Db, season: number) => T {
  // Boxed, so that an answer of null is kept too.
  const kept = new WeakMap<Db, Map<number, { answer: T }>>()
  return (db, season) => {
    const seasons = kept.get(db) ?? new Map<number, { answer: T }>()
    kept.set(db, seasons)
    const known = seasons.get(season)
    if (known) return known.answer
    const answer = read(db, season)
    seasons.set(season, { answer })
    return answer
  }
}
