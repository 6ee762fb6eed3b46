import 'server-only'
import type { Db } from '@/lib/data/db'

type Value = string | number | null

/**
 * Inserts rows many at a time: one multi-row INSERT per `batchSize` rows costs a fraction of one
 * statement per row, which is what makes loading millions of pitches fit the build budget.
 */
export function batchInserter(db: Db, table: string, columns: readonly string[], batchSize = 64) {
  const row = `(${columns.map(() => '?').join(', ')})`
  const sql = (rows: number) => `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => row).join(', ')}`
  const full = db.prepare(sql(batchSize))
  let buffer: Value[] = []
  const flush = () => {
    if (buffer.length === 0) return
    db.prepare(sql(buffer.length / columns.length)).run(buffer)
    buffer = []
  }
  return {
    add(values: readonly Value[]) {
      for (const value of values) buffer.push(value)
      if (buffer.length === batchSize * columns.length) {
        full.run(buffer)
        buffer = []
      }
    },
    flush,
  }
}
