import 'server-only'
import { buildDatabase, type BuildNotes } from './load-database'
import { simWriter } from '@/lib/data/sources/sim/write-season'
import { simulateLeague, type SimulatedSeason } from '@/lib/domain/simulation/simulate-league'

export type SimBuildOptions = BuildNotes & {
  path: string
  seed: number
  firstSeason: number
  lastSeason: number
  onSeason?: (season: SimulatedSeason) => void
}

/**
 * Builds the embedded default database from the simulator into a temporary file and swaps it in
 * only when every season and the read model are written, so a failed build leaves the old one.
 */
export function buildSimDatabase(options: SimBuildOptions): void {
  buildDatabase(options.path, (db) => {
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)')
    meta.run('source', 'sim')
    meta.run('seed', String(options.seed))
    meta.run('seasons', `${options.firstSeason}-${options.lastSeason}`)
    const writer = simWriter(db)
    // One transaction per season: games are written as they finish, so none are held in memory.
    db.exec('BEGIN')
    for (const season of simulateLeague(options.seed, options.firstSeason, options.lastSeason, writer.game)) {
      writer.season(season)
      db.exec('COMMIT')
      options.onSeason?.(season)
      db.exec('BEGIN')
    }
    db.exec('COMMIT')
  }, options)
}
