// The split queries the leaderboards and the stats explorer run (issue 16): each view computed
// afresh (no memo) against the served ten-season database, timed over RUNS runs.
// Budget: a combined split (vs 左 × 得点圏 × 8月) ≤ 30 ms.
import Database from 'better-sqlite3'
import { databasePath } from '@/lib/data/database-file'
import { statLinesFrom } from '@/lib/data/loaders/stat-lines/get-stat-lines'
import type { StatLinesQuery } from '@/lib/data/loaders/stat-lines/stat-lines-query'
import { percentile } from './site-server'

const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const COMBINED_BUDGET_MS = 30

const VIEWS: readonly { name: string; query: StatLinesQuery; budget?: number }[] = [
  { name: 'vs 左 × 得点圏 × 8月 (batting)', query: { side: 'batting', from: 2025, to: 2025, filter: { hand: 'L', risp: true, month: 8 } }, budget: COMBINED_BUDGET_MS },
  { name: 'vs 左 × 得点圏 × 8月 (pitching)', query: { side: 'pitching', from: 2025, to: 2025, filter: { hand: 'L', risp: true, month: 8 } }, budget: COMBINED_BUDGET_MS },
  { name: 'season, no split (batting)', query: { side: 'batting', from: 2025, to: 2025, filter: {} } },
  { name: 'as of 6月30日 (batting)', query: { side: 'batting', from: 2025, to: 2025, filter: { to: '2025-06-30' } } },
  { name: 'as of 6月30日 (pitching)', query: { side: 'pitching', from: 2025, to: 2025, filter: { to: '2025-06-30' } } },
  { name: '2016–2025, no split (batting)', query: { side: 'batting', from: 2016, to: 2025, filter: {} } },
]

export function benchSplitQueries(): void {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true })
  let over = false
  for (const { name, query, budget } of VIEWS) {
    const times: number[] = []
    let lines = 0
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      lines = statLinesFrom(db, query)?.lines.length ?? 0
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    const verdict = budget === undefined ? '' : `; budget ${budget} ms: ${p95 > budget ? 'over' : 'ok'}`
    over ||= budget !== undefined && p95 > budget
    console.log(`${name}: ${lines} lines, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms${verdict}`)
  }
  db.close()
  if (over) process.exitCode = 1
}
