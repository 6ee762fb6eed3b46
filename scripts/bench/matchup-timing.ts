import 'server-only'
import Database from 'better-sqlite3'
import { databasePath } from '@/lib/data/db'
import { createRng } from '@/lib/domain/simulation/rng'
import { leagueOutcomeCounts, pooledLeagueOutcomeCounts } from '@/lib/data/loaders/simulation/matchup/league-outcome-counts'
import { matchupBaseFrom, withSimulation } from '@/lib/data/loaders/simulation/matchup/matchup-from'
import { regularSeasonsFrom } from '@/lib/data/loaders/simulation/matchup/matchup-players'
import { spread, time } from './timing'

/**
 * The matchup tool's time budget (issue 19: page p95 ≤ 50 ms warm; no request over 10 s of CPU),
 * measured through the loaders without the per-pair memo: the league's counts cold (once per
 * server per season), then 100 distinct pairs of the latest season and their 通算 answers, then
 * the largest simulation the API allows. Run: npm run bench:matchup
 */
const db = new Database(databasePath(), { readonly: true, fileMustExist: true })
const seasons = regularSeasonsFrom(db)
const latest = seasons[0]
if (latest === undefined) throw new Error('no regular-season games')

const summary = (times: number[]) => spread(times, 1, ' ms')

const [, seasonCold] = time(() => leagueOutcomeCounts(db, latest))
const [, careerCold] = time(() => pooledLeagueOutcomeCounts(db, seasons))

const players = (column: 'batter_id' | 'pitcher_id') =>
  db.prepare<[number], { id: string }>(`SELECT DISTINCT p.${column} AS id FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.season = ? ORDER BY 1`).all(latest).map((row) => row.id)
const batters = players('batter_id')
const pitchers = players('pitcher_id')
const rng = createRng(19)
const pairs = Array.from({ length: 100 }, () => ({ batter: rng.pick(batters), pitcher: rng.pick(pitchers) }))

const seasonTimes = pairs.map((pair) => time(() => matchupBaseFrom(db, { ...pair, season: latest, park: null }))[1])
const careerTimes = pairs.map((pair) => time(() => matchupBaseFrom(db, { ...pair, season: 'career', park: null }))[1])

// The heaviest request: the busiest batter and pitcher, every season pooled, 100,000 PAs.
const busiest = (column: 'batter_id' | 'pitcher_id') =>
  db.prepare<[], { id: string }>(`SELECT ${column} AS id FROM plate_appearances GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`).get()?.id ?? ''
const [base, heavyBase] = time(() => matchupBaseFrom(db, { batter: busiest('batter_id'), pitcher: busiest('pitcher_id'), season: 'career', park: null }))
if (!base.ok) throw new Error(`no matchup: ${base.missing}`)
const simulationTimes = Array.from({ length: 20 }, (_, index) => time(() => withSimulation(base.base, 100_000, index + 1))[1])

console.log(`league counts cold: season ${latest} ${seasonCold.toFixed(0)} ms; 通算 (${seasons.length} seasons) ${careerCold.toFixed(0)} ms`)
console.log(`100 distinct pairs, ${latest}, uncached: ${summary(seasonTimes)}`)
console.log(`the same pairs, 通算, uncached: ${summary(careerTimes)}`)
console.log(`busiest batter vs busiest pitcher, 通算: ${heavyBase.toFixed(1)} ms; + 100,000 simulated PAs (20 seeds): ${summary(simulationTimes)}`)
db.close()
