import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { situationalTableFrom } from './get-situational-table'

let db: Database.Database
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

const FROM = "FROM games g CROSS JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague')"

test('得点圏 (a runner on second or third): the league’s PAs and hits counted straight from the event store', () => {
  const oracle = db.prepare<[], { pa: number; h: number }>(`SELECT COUNT(*) AS pa, SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h ${FROM} AND (p.bases_before & 6) != 0`).get()
  const table = situationalTableFrom(db, 2025, 'batting', 'npb', 'runners')
  const risp = table?.rows.find((row) => row.key === 'scoring')
  expect([risp?.pa, risp?.h]).toEqual([oracle?.pa, oracle?.h])
})

test('every family’s partition rows add up to the season’s PAs, for either side and league', () => {
  const total = db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n ${FROM}`).get()?.n
  for (const family of ['runners', 'base-out', 'count', 'inning', 'margin', 'leverage', 'hand', 'site'] as const) {
    const table = situationalTableFrom(db, 2025, family === 'hand' ? 'pitching' : 'batting', 'npb', family)
    expect([family, table?.rows.filter((row) => row.sums).reduce((sum, row) => sum + row.pa, 0)]).toEqual([family, total])
  }
  const central = situationalTableFrom(db, 2025, 'batting', 'central', 'site')
  const pacific = situationalTableFrom(db, 2025, 'batting', 'pacific', 'site')
  expect((central?.totalPa ?? 0) + (pacific?.totalPa ?? 0)).toBe(total)
})

test('a leader’s OPS in 得点圏 is his line there, and he reached the row’s bar', () => {
  const table = situationalTableFrom(db, 2025, 'batting', 'npb', 'runners')
  const risp = table?.rows.find((row) => row.key === 'scoring')
  const leader = risp?.leaders[0]
  expect(leader).toBeDefined()
  const line = db.prepare<[string], { h: number; ab: number; bb: number; hbp: number; sf: number; tb: number }>(
    `SELECT SUM(p.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(p.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab,
       SUM(p.result IN ('BB', 'IBB')) AS bb, SUM(p.result = 'HBP') AS hbp, SUM(p.result = 'SF') AS sf,
       SUM(CASE p.result WHEN '1B' THEN 1 WHEN '2B' THEN 2 WHEN '3B' THEN 3 WHEN 'HR' THEN 4 ELSE 0 END) AS tb
     ${FROM} AND (p.bases_before & 6) != 0 AND p.batter_id = ?`,
  ).get(leader?.player_id ?? '')
  const ops = line ? (line.h + line.bb + line.hbp) / (line.ab + line.bb + line.hbp + line.sf) + line.tb / line.ab : null
  expect(leader?.ops).toBeCloseTo(ops ?? 0, 12)
  expect(leader?.pa ?? 0).toBeGreaterThanOrEqual(risp?.minimum ?? Infinity)
  expect(table?.qualifyingPa).toBe(Math.floor((31 * (table?.teamGames ?? 0) + 5) / 10))
})
