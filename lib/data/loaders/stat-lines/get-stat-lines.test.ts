import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import type { StatBattingLine, StatLines, StatPitchingLine } from '@/lib/schemas/stat-lines'
import { statLinesFrom } from './get-stat-lines'

let db: Database.Database
beforeAll(() => { db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true }) })
afterAll(() => db.close())

const season = 2025
const keyOf = (line: { player_id: string; team: string }) => `${line.player_id}:${line.team}`
const byKey = <L extends { player_id: string; team: string }>(lines: readonly L[]) => new Map(lines.map((line) => [keyOf(line), line]))
const batting = (filter: object, from = season, to = season) => statLinesFrom(db, { side: 'batting', from, to, filter }) as Extract<StatLines, { side: 'batting' }>
const pitching = (filter: object, from = season, to = season) => statLinesFrom(db, { side: 'pitching', from, to, filter }) as Extract<StatLines, { side: 'pitching' }>

/** Σ of a column by player and club over several views. */
function summed<L extends StatBattingLine | StatPitchingLine>(views: readonly (readonly L[])[], column: keyof L): Map<string, number> {
  const total = new Map<string, number>()
  for (const lines of views) for (const line of lines) total.set(keyOf(line), (total.get(keyOf(line)) ?? 0) + Number(line[column] ?? 0))
  return total
}
const column = <L extends StatBattingLine | StatPitchingLine>(lines: readonly L[], key: keyof L) =>
  new Map([...lines].filter((line) => Number(line[key] ?? 0) > 0).map((line) => [keyOf(line), Number(line[key])]))
const nonZero = (map: Map<string, number>) => new Map([...map].filter(([, value]) => value > 0))

test('without a split the lines are the season lines, rates and qualification included', () => {
  const rows = db.prepare<[number], Record<string, unknown>>('SELECT * FROM player_season_batting WHERE season = ?').all(season)
  const lines = byKey(batting({}).lines)
  expect(lines.size).toBe(rows.length)
  for (const row of rows) {
    const line = lines.get(`${String(row.player_id)}:${String(row.team)}`)
    for (const key of ['g', 'pa', 'r', 'hr', 'sb', 'avg', 'ops', 'woba', 'wrc_plus'] as const) expect([key, line?.[key]]).toEqual([key, row[key]])
    expect(line?.qualified).toBe(row.qualified === 1)
  }
  const pitchers = db.prepare<[number], Record<string, unknown>>('SELECT * FROM player_season_pitching WHERE season = ?').all(season)
  const pitched = byKey(pitching({}).lines)
  expect(pitched.size).toBe(pitchers.length)
  for (const row of pitchers) {
    const line = pitched.get(`${String(row.player_id)}:${String(row.team)}`)
    for (const key of ['g', 'w', 'sv', 'hld', 'outs', 'er', 'era', 'fip', 'whip'] as const) expect([key, line?.[key]]).toEqual([key, row[key]])
  }
})

test('a game-level view over the whole season recounts the season lines from the events, field for field', () => {
  const recount = (filter: object) => ({ batting: batting(filter).lines, pitching: pitching(filter).lines })
  const whole = recount({})
  const from = recount({ from: `${season}-01-01` })
  expect(from.batting.length).toBe(whole.batting.length)
  expect(byKey(from.batting)).toEqual(byKey(whole.batting))
  expect(byKey(from.pitching)).toEqual(byKey(whole.pitching))
  expect(batting({ from: `${season}-01-01` }).level).toBe('game')
})

test('"as of" a date equals a recount of the events truncated at that date', () => {
  const to = `${season}-06-30`
  const view = batting({ to })
  const hr = db.prepare<[number, string], { key: string; hr: number }>(
    `SELECT p.batter_id || ':' || CASE p.half WHEN 'top' THEN g.away ELSE g.home END AS key, SUM(p.result = 'HR') AS hr
     FROM games g JOIN plate_appearances p ON p.game_id = g.id
     WHERE g.season = ? AND g.kind IN ('regular', 'interleague') AND g.date <= ? GROUP BY 1 HAVING hr > 0`,
  ).all(season, to)
  expect(column(view.lines, 'hr')).toEqual(new Map(hr.map((row) => [row.key, row.hr])))
  const wins = db.prepare<[number, string], { pitcher: string; w: number }>(
    "SELECT win_pitcher AS pitcher, COUNT(*) AS w FROM games WHERE season = ? AND kind IN ('regular', 'interleague') AND date <= ? AND win_pitcher IS NOT NULL GROUP BY 1",
  ).all(season, to)
  const viewWins = new Map<string, number>()
  for (const line of pitching({ to }).lines) if ((line.w ?? 0) > 0) viewWins.set(line.player_id, (viewWins.get(line.player_id) ?? 0) + (line.w ?? 0))
  expect(viewWins).toEqual(new Map(wins.map((row) => [row.pitcher, row.w])))
  expect(view.through).toBe(db.prepare<[number, string], { d: string }>("SELECT MAX(date) AS d FROM games WHERE season = ? AND kind IN ('regular', 'interleague') AND date <= ?").get(season, to)?.d)
})

test('the "as of" qualifier is 規定打席 on each club\'s games by that date', () => {
  const to = `${season}-06-30`
  const games = db.prepare<[number, string, number, string], { team: string; games: number }>(
    `SELECT team, COUNT(*) AS games FROM (
       SELECT home AS team FROM games WHERE season = ? AND kind IN ('regular', 'interleague') AND date <= ?
       UNION ALL SELECT away FROM games WHERE season = ? AND kind IN ('regular', 'interleague') AND date <= ?) GROUP BY team`,
  ).all(season, to, season, to)
  const marks = new Map(games.map((row) => [row.team, qualifyingPlateAppearances(row.games)]))
  const view = batting({ to })
  expect(view.qualifier.rule).toBe('games')
  expect(view.qualifier.min).toBe(Math.min(...marks.values()))
  for (const line of view.lines) expect(line.qualified).toBe(line.pa >= (marks.get(line.team) ?? Infinity))
})

test.each([
  ['vs 右 + vs 左', [{ hand: 'R' }, { hand: 'L' }]],
  ['home + road', [{ site: 'home' }, { site: 'road' }]],
  ['the months', Array.from({ length: 12 }, (_, i) => ({ month: i + 1 }))],
] as const)('%s add up to the season', (_label, filters) => {
  const whole = batting({}).lines
  for (const key of ['pa', 'h', 'hr', 'rbi', 'bb', 'so', 'gb'] as const) expect(nonZero(summed(filters.map((f) => batting(f).lines), key))).toEqual(column(whole, key))
  const pitched = pitching({}).lines
  for (const key of ['bf', 'so', 'hr'] as const) expect(nonZero(summed(filters.map((f) => pitching(f).lines), key))).toEqual(column(pitched, key))
})

test('game-level splits count games, steals, wins and earned runs; months add up to the season', () => {
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1 }))
  const whole = pitching({}).lines
  for (const key of ['w', 'sv', 'hld', 'er', 'outs', 'g'] as const) expect(nonZero(summed(months.map((f) => pitching(f).lines), key))).toEqual(column(whole, key))
  expect(nonZero(summed(months.map((f) => batting(f).lines), 'sb'))).toEqual(column(batting({}).lines, 'sb'))
})

test('a PA split has no game-level counts, and its qualifier scales with the share of PAs it keeps', () => {
  const view = batting({ hand: 'L', risp: true, month: 8 })
  expect(view.level).toBe('pa')
  expect(view.lines.every((line) => line.g === null && line.r === null && line.sb === null)).toBe(true)
  expect(pitching({ hand: 'L' }).lines.every((line) => line.era === null && line.w === null)).toBe(true)
  const share = view.qualifier.share ?? 0
  expect(share).toBeGreaterThan(0)
  expect(share).toBeLessThan(0.2)
  expect(view.qualifier.rule).toBe('share')
})

test('a range sums the seasons per player, recomputing the rates, and a date range is dropped', () => {
  const range = batting({}, 2024, 2025)
  const hr = new Map<string, number>()
  for (const year of [2024, 2025]) for (const line of batting({}, year, year).lines) hr.set(line.player_id, (hr.get(line.player_id) ?? 0) + line.hr)
  expect(new Map(range.lines.map((line) => [line.player_id, line.hr]))).toEqual(hr)
  const line = range.lines.find((l) => l.pa > 600)
  expect(line?.avg).toBeCloseTo((line?.h ?? 0) / (line?.ab ?? 1), 12)
  expect(range.qualifier).toEqual({ rule: 'range', min: 886, max: 886, share: null })
  expect(batting({ to: '2025-06-30' }, 2024, 2025).level).toBe('season')
})

test('a club scope keeps that club\'s lines; a range without games is null', () => {
  expect(statLinesFrom(db, { side: 'batting', from: season, to: season, filter: {}, team: 'g' })?.lines.every((line) => line.team === 'g')).toBe(true)
  expect(statLinesFrom(db, { side: 'batting', from: season, to: season, filter: { hand: 'R' }, league: 'pacific' })?.lines.every((line) => line.league === 'pacific')).toBe(true)
  expect(statLinesFrom(db, { side: 'batting', from: 1999, to: 1999, filter: {} })).toBeNull()
})
