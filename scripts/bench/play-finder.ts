// The play finder (issue 18) on the served database: each filter set searched afresh (no answer
// memo; the season blocks are loaded once, as a server holds them), timed over RUNS runs, and the
// first load of every season's block timed on its own.
// Budget: ≤ 200 ms p95 for any filter set over 2016–2025.
import Database from 'better-sqlite3'
import { databasePath } from '@/lib/data/database-file'
import { playFinderFrom, type PlayFinderQuery } from '@/lib/data/loaders/analysis/plays/find-plays'
import { seasonPlays } from '@/lib/data/loaders/analysis/plays/season-plays'
import { percentile } from './site-server'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const BUDGET_MS = 200

type Case = { name: string; query: Omit<PlayFinderQuery, 'seasons' | 'page' | 'per'> & { page?: number; all?: boolean } }

/** The busiest batter and pitcher of the latest season: a player filter over every season. */
function busiest(db: Database.Database, column: 'batter_id' | 'pitcher_id', season: number): string {
  const row = db.prepare<[number], { id: string }>(`SELECT p.${column} AS id FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = ? GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`).get(season)
  return row?.id ?? ''
}

function cases(batter: string, pitcher: string): Case[] {
  const all = { all: true, league: 'npb' as const }
  return [
    { name: 'no filter, 10 seasons (worst)', query: { side: 'batting', filter: {}, ...all } },
    { name: 'no filter, 10 seasons, page 20000', query: { side: 'batting', filter: {}, page: 20000, ...all } },
    { name: 'no filter, latest season', query: { side: 'batting', filter: {}, league: 'npb' } },
    { name: '満塁・二死・代打, 10 seasons', query: { side: 'batting', filter: { bases: '7', outs: '2', ph: true }, ...all } },
    { name: 'rare: 無死満塁・延長・同点・3-2, 10 seasons', query: { side: 'batting', filter: { bases: '7', outs: '0', inning: 'extra', margin: '0', count: '3-2' }, ...all } },
    { name: `batter ${batter}, 10 seasons`, query: { side: 'batting', filter: { player: batter }, ...all } },
    { name: `pitcher ${pitcher} vs 左打者・得点圏, 10 seasons`, query: { side: 'pitching', filter: { player: pitcher, bhand: 'L', bases: 'risp' }, ...all } },
    { name: '初球打ち・本塁打, 10 seasons', query: { side: 'batting', filter: { first: 'in_play', result: 'HR' }, ...all } },
    { name: 'パ・リーグ, ソフトバンク, 8月, 2ストライク, 10 seasons', query: { side: 'pitching', filter: { team: 'h', month: 8, count: 'two-strikes' }, all: true, league: 'pacific' } },
    { name: 'ビハインド・7〜9回・右投手・長打, 10 seasons', query: { side: 'batting', filter: { margin: 'behind', inning: '7-9', phand: 'R', result: 'xbh' }, ...all } },
  ]
}

export function benchPlayFinder(): void {
  const db = new Database(databasePath(), { readonly: true, fileMustExist: true })
  const seasons = db.prepare<[], { season: number }>("SELECT DISTINCT season FROM games WHERE source IN ('sim', 'npb') ORDER BY season DESC").all().map((row) => row.season)
  const latest = seasons[0] ?? 2025
  for (const season of seasons) {
    const started = performance.now()
    const size = seasonPlays(db, season)?.size ?? 0
    console.log(`load ${season}: ${size} PAs in ${(performance.now() - started).toFixed(0)} ms (once per server)`)
  }
  console.log(`blocks held: ${(process.memoryUsage().arrayBuffers / 1e6).toFixed(1)} MB of typed arrays`)
  const all: number[] = []
  let worst = 0
  for (const { name, query } of cases(busiest(db, 'batter_id', latest), busiest(db, 'pitcher_id', latest))) {
    const times: number[] = []
    let total = 0
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      const { all: every, page, ...rest } = query
      total = playFinderFrom(db, { ...rest, seasons: every ? seasons : [latest], page: page ?? 1, per: 25 })?.total ?? 0
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    all.push(...times)
    worst = Math.max(worst, percentile(times, 95))
    console.log(`${name}: ${total} PAs, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`)
  }
  all.sort((a, b) => a - b)
  console.log(`all runs: p95 ${percentile(all, 95).toFixed(1)} ms; worst filter set's p95 ${worst.toFixed(1)} ms; budget ${BUDGET_MS} ms: ${worst > BUDGET_MS ? 'over' : 'ok'}`)
  db.close()
  if (worst > BUDGET_MS) process.exitCode = 1
}
