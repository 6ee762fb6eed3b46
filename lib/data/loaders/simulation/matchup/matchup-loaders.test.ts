import Database from 'better-sqlite3'
import type { Db } from '@/lib/data/db'
import { withVenueFactors } from '@/lib/data/loaders/game-stats/park-factor/with-venue-factors'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { MATCHUP_OUTCOMES } from '@/lib/domain/simulation/matchup/outcomes'
import { leagueOutcomeCounts } from './league-outcome-counts'
import { matchupFrom } from './matchup-from'
import { defaultPairingFrom } from './matchup-players'

const REGULAR = "g.kind IN ('regular', 'interleague')"

let db: Db
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

const one = <T>(sql: string, ...args: unknown[]) => db.prepare<unknown[], T>(sql).get(...args) as T

/** A pairing with several meetings, read from the data, not typed in. */
const busiest = () =>
  one<{ batter: string; pitcher: string; n: number }>(
    `SELECT batter_id AS batter, pitcher_id AS pitcher, COUNT(*) AS n FROM plate_appearances GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2 LIMIT 1`,
  )

test('the head-to-head record holds every PA of the pair in the database, newest first', () => {
  const pair = busiest()
  const answer = matchupFrom(db, { batter: pair.batter, pitcher: pair.pitcher, season: null, park: null, n: 1_000, seed: 1 })
  if (!answer.ok) throw new Error(`no matchup: ${answer.missing}`)
  const { line, plays } = answer.matchup.head_to_head
  expect(line.pa).toBe(pair.n)
  expect(plays).toHaveLength(pair.n)
  const hits = one<{ n: number }>("SELECT COUNT(*) AS n FROM plate_appearances WHERE batter_id = ? AND pitcher_id = ? AND result IN ('1B', '2B', '3B', 'HR')", pair.batter, pair.pitcher).n
  expect(line.h).toBe(hits)
  const dates = plays.map((play) => play.date)
  expect([...dates].sort().reverse()).toEqual(dates)
})

test('the league baseline counts every regular-season PA of the season but 申告敬遠, 犠打 and 打撃妨害', () => {
  const counted = one<{ n: number }>(`SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.season = 2025 AND ${REGULAR} AND p.result NOT IN ('IBB', 'SH', 'INT')`).n
  const league = leagueOutcomeCounts(db, 2025)
  expect(MATCHUP_OUTCOMES.reduce((sum, outcome) => sum + league.all[outcome], 0)).toBe(counted)
  // The simulated players all have hands, so the split covers the whole league.
  expect(MATCHUP_OUTCOMES.reduce((sum, outcome) => sum + league.byRelation.same[outcome] + league.byRelation.opposite[outcome], 0)).toBe(counted)
})

test('the default season is the latest both played; the probabilities sum to 1; N and the seed decide the sample', () => {
  const pairing = defaultPairingFrom(db)
  if (!pairing) throw new Error('no pairing')
  const query = { ...pairing, season: null, park: null, n: 5_000, seed: 7 }
  const answer = matchupFrom(db, query)
  if (!answer.ok) throw new Error(`no matchup: ${answer.missing}`)
  const { matchup } = answer
  expect(matchup.season).toBe(2025)
  expect(matchup.batter.seasons).toContain(2025)
  expect(matchup.pitcher.seasons).toContain(2025)
  expect(matchup.rows.reduce((sum, row) => sum + row.probability, 0)).toBeCloseTo(1, 12)
  expect(matchup.simulation.counts.reduce((sum, row) => sum + row.count, 0)).toBe(5_000)
  expect(matchupFrom(db, query)).toEqual(answer)
  const batterPas = one<{ n: number }>(
    `SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.season = 2025 AND ${REGULAR} AND p.batter_id = ? AND p.result NOT IN ('IBB', 'SH', 'INT')`,
    pairing.batter,
  ).n
  expect(matchup.batter.pas).toBe(batterPas)
  expect(matchup.expected.obp ?? 0).toBeGreaterThan(0.2)
  expect(matchup.weights?.season).toBe(2025)
})

test('career pools every season; an unknown player, season or park says which', () => {
  const pair = busiest()
  const career = matchupFrom(db, { ...pair, season: 'career', park: null, n: 100, seed: 1 })
  expect(career.ok && career.matchup.league_pas).toBe(
    one<{ n: number }>(`SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE ${REGULAR} AND p.result NOT IN ('IBB', 'SH', 'INT')`).n,
  )
  expect(matchupFrom(db, { ...pair, batter: 'nobody', season: null, park: null, n: 100, seed: 1 })).toEqual({ ok: false, missing: 'batter' })
  expect(matchupFrom(db, { ...pair, pitcher: '0', season: null, park: null, n: 100, seed: 1 })).toEqual({ ok: false, missing: 'pitcher' })
  expect(matchupFrom(db, { ...pair, season: 1999, park: null, n: 100, seed: 1 })).toEqual({ ok: false, missing: 'season' })
})

test('a park scales HR by its venue factor, and the park list is the season’s venues', () => {
  withVenueFactors(simDatabasePath(), (vdb) => {
    const pair = busiest()
    const neutral = matchupFrom(vdb, { ...pair, season: 2025, park: null, n: 100, seed: 1 })
    if (!neutral.ok) throw new Error('no matchup')
    expect(neutral.matchup.parks).toHaveLength(12)
    const venue = neutral.matchup.parks[0]
    if (!venue) throw new Error('no park')
    const factor = one<{ multi_year: number }>("SELECT multi_year FROM venue_factors WHERE season = 2025 AND venue_id = ? AND metric = 'hr'", venue.id)
    const at = matchupFrom(vdb, { ...pair, season: 2025, park: venue.id, n: 100, seed: 1 })
    if (!at.ok) throw new Error('no matchup at the park')
    const hr = at.matchup.rows.find((row) => row.outcome === 'HR')
    expect(hr?.park).toBeCloseTo(factor?.multi_year ?? 0, 12)
    expect(matchupFrom(vdb, { ...pair, season: 2025, park: 999, n: 100, seed: 1 })).toEqual({ ok: false, missing: 'park' })
  })
})
