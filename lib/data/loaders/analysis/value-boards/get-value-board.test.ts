import type Database from 'better-sqlite3'
import { computeSeasonValues } from '@/lib/data/derive/value-lines'
import { readSimDatabase as read } from '@/lib/data/testing/sim-database'
import { LEAGUE_SCOPES } from '@/lib/domain/game-stats/league-scope'
import { VALUE_BOARD_SIDES } from '@/lib/schemas/value-boards'
import { valueBoardFrom } from './get-value-board'
import { openSimWithValueLines } from './sim-with-value-lines'
import { valueLinesFrom } from './value-lines-source'

const SEASON = 2025
let sim: ReturnType<typeof openSimWithValueLines>
beforeAll(() => {
  sim = openSimWithValueLines()
})
afterAll(() => sim.close())

const board = (db: Database.Database, board: 'wpa' | 're24' | 'lwts', side: 'batting' | 'pitching', league: 'npb' | 'central' | 'pacific' = 'npb', qualified = true) =>
  valueBoardFrom(db, { season: SEASON, league, board, side, qualified })

test('the stored lines are the ones a request would value from the events', () => {
  const computed = read((db) => computeSeasonValues(db, SEASON))
  for (const scope of LEAGUE_SCOPES) {
    for (const side of VALUE_BOARD_SIDES) {
      const stored = valueLinesFrom(sim.db, SEASON, scope, side)
      const fresh = (computed.get(scope)?.lines ?? []).filter((line) => line.side === side)
      const key = (line: { playerId: string; team: string }) => `${line.playerId}\t${line.team}`
      expect(stored.length).toBe(fresh.length)
      const byKey = new Map(fresh.map((line) => [key(line), line]))
      for (const line of stored) expect(line).toEqual(byKey.get(key(line)))
    }
  }
})

test('WPA leader: his WPA is Σ of the home-side WPA of his PAs, turned for the visitors’ half, as SQL adds it', () => {
  const view = board(sim.db, 'wpa', 'batting')
  const leader = view?.rows[0]
  const sql = sim.db
    .prepare<[number, string, string], { wpa: number; pa: number }>(
      `SELECT SUM(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) AS wpa, COUNT(*) AS pa
       FROM games g JOIN plate_appearances p ON p.game_id = g.id JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq
       WHERE g.season = ? AND g.kind IN ('regular', 'interleague') AND p.batter_id = ? AND (CASE p.half WHEN 'bottom' THEN g.home ELSE g.away END) = ?`,
    )
    .get(SEASON, leader?.player_id ?? '', leader?.team ?? '')
  expect(leader?.wpa).toBeCloseTo(sql?.wpa ?? Number.NaN, 9)
  expect(leader?.pa).toBe(sql?.pa)
  expect(view?.rows.every((row) => row.qualified)).toBe(true)
  expect(view?.rows.map((row) => row.wpa)).toEqual([...(view?.rows.map((row) => row.wpa) ?? [])].sort((a, b) => b - a))
  expect(view?.rows.length).toBe(sim.db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND qualified = 1').get(SEASON)?.n)
})

test('every PA credits its batter and its pitcher: both sides’ WPA and RE24 totals cancel, and PAs match the season lines', () => {
  const batting = board(sim.db, 'wpa', 'batting', 'npb', false)
  const pitching = board(sim.db, 'wpa', 'pitching', 'npb', false)
  const sum = (rows: { wpa: number; re24: number; pa: number }[] | undefined, pick: 'wpa' | 're24' | 'pa') => (rows ?? []).reduce((total, row) => total + row[pick], 0)
  expect(sum(batting?.rows, 'wpa')).toBeCloseTo(-sum(pitching?.rows, 'wpa'), 6)
  expect(sum(batting?.rows, 're24')).toBeCloseTo(-sum(pitching?.rows, 're24'), 6)
  const lines = sim.db
    .prepare<[number, number], { pa: number; bf: number }>('SELECT (SELECT SUM(pa) FROM player_season_batting WHERE season = ?) AS pa, (SELECT SUM(bf) FROM player_season_pitching WHERE season = ?) AS bf')
    .get(SEASON, SEASON)
  expect([sum(batting?.rows, 'pa'), sum(pitching?.rows, 'pa')]).toEqual([lines?.pa, lines?.bf])
})

test.each(LEAGUE_SCOPES)('LWTS of the %s adds up to 0 above average (within 1 run per 1,000 PA), batters and pitchers alike', (league) => {
  for (const side of VALUE_BOARD_SIDES) {
    const view = board(sim.db, 'lwts', side, league, false)
    const pa = (view?.rows ?? []).reduce((total, row) => total + row.pa, 0)
    const runs = (view?.rows ?? []).reduce((total, row) => total + (row.lwts ?? Number.NaN), 0)
    expect(pa).toBeGreaterThan(10_000)
    expect(Math.abs(runs)).toBeLessThan(pa / 1000)
    expect(view?.weights.map((row) => row.event)).toContain('HR')
  }
})

test('REW is RE24 ÷ the scope’s runs per win; boLI averages about 1; relief games are the appearances after a club’s first pitcher', () => {
  const view = board(sim.db, 're24', 'pitching', 'central', false)
  const row = view?.rows[0]
  expect(row?.rew).toBeCloseTo((row?.re24 ?? Number.NaN) / (view?.runs_per_win ?? Number.NaN), 12)
  const all = board(sim.db, 're24', 'batting', 'npb', false)?.rows ?? []
  const boli = all.reduce((total, r) => total + (r.boli ?? 0) * r.pa, 0) / all.reduce((total, r) => total + r.pa, 0)
  expect(boli).toBeGreaterThan(0.95)
  expect(boli).toBeLessThan(1.05)
  const relief = sim.db
    .prepare<[number], { n: number }>(
      `WITH apps AS (SELECT p.game_id, CASE p.half WHEN 'top' THEN g.home ELSE g.away END AS team, p.pitcher_id, MIN(p.seq) AS first
         FROM games g JOIN plate_appearances p ON p.game_id = g.id WHERE g.season = ? AND g.kind IN ('regular', 'interleague') GROUP BY 1, 2, 3)
       SELECT COUNT(*) AS n FROM apps a WHERE a.first > (SELECT MIN(b.first) FROM apps b WHERE b.game_id = a.game_id AND b.team = a.team)`,
    )
    .get(SEASON)?.n
  const pitchers = board(sim.db, 'wpa', 'pitching', 'npb', false)?.rows ?? []
  expect(pitchers.reduce((total, r) => total + (r.relief_games ?? 0), 0)).toBe(relief)
  expect(pitchers.some((r) => (r.shutdowns ?? 0) > 0 && (r.meltdowns ?? 0) > 0)).toBe(true)
})

test('the best single plays: ten per board, best first, the first one the season’s largest credited WPA, with its game', () => {
  const view = board(sim.db, 'wpa', 'batting')
  const plays = view?.top_plays ?? []
  expect(plays).toHaveLength(10)
  expect(plays.map((play) => play.value)).toEqual([...plays.map((play) => play.value)].sort((a, b) => b - a))
  const best = sim.db
    .prepare<[number], { wpa: number }>(
      `SELECT MAX(CASE p.half WHEN 'bottom' THEN v.wpa ELSE -v.wpa END) AS wpa FROM games g JOIN plate_appearances p ON p.game_id = g.id
       JOIN pa_values v ON v.game_id = p.game_id AND v.seq = p.seq WHERE g.season = ? AND g.kind IN ('regular', 'interleague')`,
    )
    .get(SEASON)?.wpa
  expect(plays[0]?.value).toBeCloseTo(best ?? Number.NaN, 12)
  expect(plays[0]?.game_id).toMatch(new RegExp(`^${SEASON}`))
  expect((plays[0]?.we_after ?? 0) - (plays[0]?.we_before ?? 0)).toBeCloseTo(plays[0]?.value ?? Number.NaN, 9)
  expect(board(sim.db, 'lwts', 'batting')?.top_plays).toEqual([])
  expect(board(sim.db, 're24', 'pitching')?.top_plays).toHaveLength(10)
})

test('a season without lines has no board', () => {
  expect(valueBoardFrom(sim.db, { season: 1999, league: 'npb', board: 'wpa', side: 'batting', qualified: true })).toBeNull()
})
