import 'server-only'
import type Database from 'better-sqlite3'
import { readOnly } from './read-only'

/** The simulated 2024–2025 league Jest's global setup built once for the run (the site's seed). */
export function simDatabasePath(): string {
  const path = process.env.NPB_TEST_SIM_DB
  if (!path) throw new Error('no simulated database: Jest\'s global setup (test/global-setup.mjs) builds it')
  return path
}

/** Reads the shared simulated league with `read`. */
export function readSimDatabase<T>(read: (db: Database.Database) => T): T {
  return readOnly(simDatabasePath(), read)
}
