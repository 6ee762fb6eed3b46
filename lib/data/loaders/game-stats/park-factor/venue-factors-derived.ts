import 'server-only'
import type { Db } from '@/lib/data/db'

/**
 * Whether the database was built with the venue factors (a database built before them lacks the
 * table). table_info looks the name up as queries do, so a test's temporary table counts too.
 */
export function venueFactorsDerived(db: Db): boolean {
  return (db.pragma("table_info('venue_factors')") as unknown[]).length > 0
}
