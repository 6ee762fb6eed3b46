import 'server-only'
import { getDatabase, type Db } from '@/lib/data/db'
import { SCHEMA_VERSION } from '@/lib/data/schema'
import { serviceHealthSchema, type ServiceHealth } from '@/lib/schemas/health'
import { dataSourceFrom } from './get-data-source'

const metaValue = (db: Db, key: string) => db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(key)?.value ?? null

/**
 * What the health read reports: down without a database; degraded when it answers but was built
 * by an older schema or holds no games; ok otherwise.
 */
export function serviceHealthFrom(db: Db | null, now: Date): ServiceHealth {
  const checkedAt = now.toISOString()
  if (!db) {
    return { overall: 'down', database: { reachable: false, schema_version: null, expected_schema_version: SCHEMA_VERSION, games: 0 }, source: null, seasons: [], built_at: null, checked_at: checkedAt }
  }
  try {
    const schemaVersion = Number(metaValue(db, 'schema_version') ?? Number.NaN)
    const games = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM games').get()?.n ?? 0
    const source = dataSourceFrom(db)
    const healthy = schemaVersion === SCHEMA_VERSION && games > 0
    return {
      overall: healthy ? 'ok' : 'degraded',
      database: { reachable: true, schema_version: Number.isNaN(schemaVersion) ? null : schemaVersion, expected_schema_version: SCHEMA_VERSION, games },
      source: source?.kind ?? null,
      seasons: [...new Set([...(source?.seasons ?? []), ...(source?.pitchSeasons ?? [])])].sort((a, b) => b - a),
      built_at: metaValue(db, 'built_at'),
      checked_at: checkedAt,
    }
  } catch {
    return { overall: 'down', database: { reachable: false, schema_version: null, expected_schema_version: SCHEMA_VERSION, games: 0 }, source: null, seasons: [], built_at: null, checked_at: checkedAt }
  }
}

let known: Omit<ServiceHealth, 'checked_at'> | null = null

/**
 * The database a server opens is fixed for its lifetime (a rebuild means a restart), so what it
 * holds is read once; whether the file is still there is asked on every check, as pages do.
 */
export function getServiceHealth(): ServiceHealth {
  const now = new Date()
  const db = getDatabase()
  if (known && db) return { ...known, checked_at: now.toISOString() }
  const health = serviceHealthSchema.parse(serviceHealthFrom(db, now))
  if (health.overall !== 'down') known = { overall: health.overall, database: health.database, source: health.source, seasons: health.seasons, built_at: health.built_at }
  return health
}
