import 'server-only'
import { batchInserter } from '@/lib/data/batch-insert'
import type { Db } from '@/lib/data/db'
import { countRunValues, type CountSample } from '@/lib/domain/sabermetrics/count-values'

export const COUNT_VALUES_SQL = `
CREATE TABLE count_values (season INTEGER NOT NULL, balls INTEGER NOT NULL, strikes INTEGER NOT NULL,
  run_value REAL NOT NULL, pas INTEGER NOT NULL, PRIMARY KEY (season, balls, strikes)) WITHOUT ROWID;
`

/** The season's run value of each ball-strike count (count-values.ts) from its tracked PAs' counts and RE24 (deriveCountTables reads them). */
export function writeCountValues(db: Db, season: number, samples: readonly CountSample[]): void {
  const insert = batchInserter(db, 'count_values', ['season', 'balls', 'strikes', 'run_value', 'pas'])
  for (const [count, value] of countRunValues(samples)) {
    const [balls, strikes] = count.split('-').map(Number)
    insert.add([season, balls ?? 0, strikes ?? 0, value.runValue, value.pas])
  }
  insert.flush()
}
