// The simulated league's build: time, peak memory, rows per table, file size and league rates per season.
import Database from 'better-sqlite3'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildSimDatabase } from '@/lib/data/build/build-sim-database'
import { loadSeasonPas, toTransition } from '@/lib/data/derive/half-innings'
import { DEFAULT_SIM } from '@/lib/data/sources/sim/default-league'
import { buildTransitionModel } from '@/lib/domain/sabermetrics/transition-model'
import { NPB_RULES, winExpectancy } from '@/lib/domain/sabermetrics/win-expectancy'

/** Every state of a season's win-expectancy model (innings 1–12, both halves, outs, bases, score ±15), timed cold. */
function benchWinExpectancy(db: Database.Database, season: number): void {
  const model = buildTransitionModel(loadSeasonPas(db, season).map(toTransition))
  const started = performance.now()
  let states = 0
  for (let inning = 1; inning <= NPB_RULES.maxInnings; inning++) {
    for (const half of ['top', 'bottom'] as const) {
      for (let outs = 0; outs < 3; outs++) {
        for (let bases = 0; bases < 8; bases++) {
          for (let scoreDiff = -15; scoreDiff <= 15; scoreDiff++, states++) winExpectancy(model, { inning, half, outs, bases, scoreDiff })
        }
      }
    }
  }
  console.log(`win expectancy: ${states} states of ${season}'s model in ${(performance.now() - started).toFixed(0)} ms (budget 1000 ms)`)
}

export function benchSimulatedLeague(): void {
  const dir = mkdtempSync(join(tmpdir(), 'npb-bench-'))
  const path = join(dir, 'bench.sqlite')
  let peakRss = 0
  const started = performance.now()
  buildSimDatabase({ path, ...DEFAULT_SIM, onSeason: () => (peakRss = Math.max(peakRss, process.memoryUsage().rss)) })
  const seconds = (performance.now() - started) / 1000
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
  console.log(`build: ${seconds.toFixed(1)} s (budget 60 s), peak RSS ${(peakRss / 2 ** 20).toFixed(0)} MB (budget 1536 MB)`)
  console.log(`file: ${(statSync(path).size / 2 ** 20).toFixed(0)} MB`)

  const db = new Database(path, { readonly: true })
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all()
  for (const { name } of tables) console.log(`rows: ${name.padEnd(24)} ${db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM "${name}"`).get()?.n ?? 0}`)

  type Rates = { season: number | string; games: number; runs: number; pa: number; ab: number; h: number; hr: number; so: number; bb: number; ties: number }
  const rates = db
    .prepare<[], Rates>(
      `SELECT g.season, COUNT(DISTINCT g.id) AS games, (SELECT SUM(home_runs + away_runs) FROM games x WHERE x.season = g.season AND x.kind IN ('regular', 'interleague')) AS runs,
         COUNT(*) AS pa, SUM(p.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h,
         SUM(p.result = 'HR') AS hr, SUM(p.result IN ('K', 'KWP')) AS so, SUM(p.result IN ('BB', 'IBB')) AS bb,
         (SELECT COUNT(*) FROM games x WHERE x.season = g.season AND x.kind IN ('regular', 'interleague') AND x.status = 'tie') AS ties
       FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.kind IN ('regular', 'interleague') GROUP BY g.season`,
    )
    .all()
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`
  console.log('season  R/team-game  K%     BB%    HR/PA  AVG    ties   (targets 3.2–3.7, 18–21%, 7–9%, 1.8–2.6%, .240–.255, 2–4%)')
  for (const row of rates) {
    console.log(
      `${row.season}    ${(row.runs / (row.games * 2)).toFixed(2)}         ${pct(row.so / row.pa)}  ${pct(row.bb / row.pa)}   ${pct(row.hr / row.pa)}   ${(row.h / row.ab).toFixed(3).slice(1)}   ${pct(row.ties / row.games)}`,
    )
  }
  benchWinExpectancy(db, DEFAULT_SIM.lastSeason)
  db.close()
  rmSync(dir, { recursive: true, force: true })
}
