// Imports the real npb.jp seasons into a temporary file and prints the import time per season,
// the first-placed clubs, and the real run expectancy matrix and linear weights we derive.
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildRealDatabase } from '@/lib/data/build/build-real-database'
import { NPB_DATA_DIR } from '@/lib/data/sources/npb-json/real-data'

const BASES = ['---', '1--', '-2-', '12-', '--3', '1-3', '-23', '123']

export function benchRealSeasons(season = 2024): void {
  const dir = mkdtempSync(join(tmpdir(), 'npb-bench-real-'))
  const path = join(dir, 'real.sqlite')
  try {
    const timed = (run: () => unknown) => {
      const started = performance.now()
      run()
      return (performance.now() - started) / 1000
    }
    const oneSeason = timed(() => buildRealDatabase({ path, dir: NPB_DATA_DIR, season }))
    console.log(`import: one full season (${season}, 858 games) in ${oneSeason.toFixed(1)} s (budget 20 s)`)
    let reports: ReturnType<typeof buildRealDatabase> = []
    const all = timed(() => (reports = buildRealDatabase({ path, dir: NPB_DATA_DIR })))
    console.log(`import: everything found in ${all.toFixed(1)} s: ${reports.map((report) => `${report.season} (${report.games} games, ${report.entries} plays)`).join(', ')}`)
    const db = new Database(path, { readonly: true })
    const leaders = db.prepare<[], { season: number; league: string; team: string; wins: number; losses: number; ties: number; runs_scored: number; runs_allowed: number }>(
      "SELECT season, league, team, wins, losses, ties, runs_scored, runs_allowed FROM standings WHERE rank = 1 AND league <> 'npb' ORDER BY season, league",
    ).all()
    for (const row of leaders) console.log(`first: ${row.season} ${row.league} ${row.team} ${row.wins}-${row.losses}-${row.ties}, ${row.runs_scored}/${row.runs_allowed}`)
    const re = db.prepare<[number], { outs: number; bases: number; runs: number }>("SELECT outs, bases, runs FROM run_expectancy WHERE season = ? AND league = 'npb'").all(season)
    console.log(`\nrun expectancy ${season} (NPB, runs to the end of the inning)\nbases    0 out  1 out  2 out`)
    BASES.forEach((label, bases) => {
      const cells = [0, 1, 2].map((outs) => re.find((row) => row.outs === outs && row.bases === bases)?.runs.toFixed(3) ?? '  -  ')
      console.log(`${label}      ${cells.join('  ')}`)
    })
    const weights = db.prepare<[number], { event: string; run_value: number; above_outs: number; count: number }>(
      "SELECT event, run_value, above_outs, count FROM linear_weights WHERE season = ? AND league = 'npb' ORDER BY run_value DESC",
    ).all(season)
    console.log(`\nlinear weights ${season} (runs per event; above outs = minus the average out)`)
    for (const row of weights) console.log(`${row.event.padEnd(4)} ${row.run_value.toFixed(3).padStart(7)}  ${row.above_outs.toFixed(3).padStart(7)}  n=${row.count}`)
    db.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
