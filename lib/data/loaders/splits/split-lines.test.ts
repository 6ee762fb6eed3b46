import Database from 'better-sqlite3'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { PA_RESULTS, type PaResult } from '@/lib/domain/events'
import { paCounts } from '@/lib/domain/players/pa-counts'
import { batterSideOf } from '@/lib/domain/players/split-axes'
import { SPLIT_COUNTS, SPLIT_INNINGS, type SplitFilter } from '@/lib/domain/splits/split-filter'
import type { SplitBattingLine, SplitLines, SplitPitchingLine } from '@/lib/schemas/splits'
import { splitLinesFrom } from './split-lines'
import { splitLinesQuery, type SplitSide } from './split-query'

const SEASONS = [2024, 2025] as const
const BATTING = ['pa', 'ab', 'h', 'doubles', 'triples', 'hr', 'bb', 'ibb', 'hbp', 'so', 'sf', 'sh', 'rbi', 'gidp', 'gb', 'ld', 'fb', 'pu'] as const
const PITCHING = ['bf', 'outs', 'ab', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'sf', 'sh', 'gb', 'ld', 'fb', 'pu'] as const

let db: Database.Database
beforeAll(() => { db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true }) })
afterAll(() => db.close())

type Counts = Record<string, number>
const keyOf = (line: { player_id: string; team: string }) => `${line.player_id}:${line.team}`
const columns = (side: SplitSide) => (side === 'batting' ? BATTING : PITCHING)

/** The lines' counts by player and club. */
function countsOf(result: SplitLines): Map<string, Counts> {
  const lines: readonly (SplitBattingLine | SplitPitchingLine)[] = result.lines
  return new Map(lines.map((line) => [keyOf(line), Object.fromEntries(columns(result.side).map((c) => [c, Number((line as Record<string, unknown>)[c] ?? 0)]))]))
}

/** Adds the splits' lines up by player and club, for "the parts sum to the whole". */
function summed(season: number, side: SplitSide, filters: readonly SplitFilter[]): Map<string, Counts> {
  const total = new Map<string, Counts>()
  for (const filter of filters) {
    for (const [key, counts] of countsOf(splitLinesFrom(db, season, side, filter))) {
      const into = total.get(key) ?? Object.fromEntries(columns(side).map((c) => [c, 0]))
      for (const c of columns(side)) into[c] = (into[c] ?? 0) + (counts[c] ?? 0)
      total.set(key, into)
    }
  }
  return total
}

const whole = (season: number, side: SplitSide) => countsOf(splitLinesFrom(db, season, side, {}))

describe.each(SEASONS)('split lines, simulated %i', (season) => {
  test('no filter gives every batter his season line (players without a PA have no split line)', () => {
    const lines = whole(season, 'batting')
    const season_rows = db.prepare<[number], Counts & { player_id: string; team: string }>(
      `SELECT player_id, team, ${BATTING.join(', ')} FROM player_season_batting WHERE season = ?`,
    ).all(season)
    const withPa = season_rows.filter((row) => (row.pa ?? 0) > 0)
    expect(lines.size).toBe(withPa.length)
    for (const row of withPa) expect([keyOf(row), lines.get(keyOf(row))]).toEqual([keyOf(row), Object.fromEntries(BATTING.map((c) => [c, row[c]]))])
  })

  test('no filter gives every pitcher his season line; season outs = PA outs + outs on runner events', () => {
    const lines = whole(season, 'pitching')
    const rows = db.prepare<[number, number], Counts & { player_id: string; team: string }>(
      `SELECT s.player_id, s.team, ${PITCHING.map((c) => `s.${c}`).join(', ')}, COALESCE(r.outs, 0) AS runner_outs
       FROM player_season_pitching s LEFT JOIN (
         SELECT e.pitcher_id, CASE e.half WHEN 'top' THEN g.home ELSE g.away END AS team, SUM(e.to_base = 0) AS outs
         FROM runner_events e JOIN games g ON g.id = e.game_id
         WHERE g.season = ? AND g.kind IN ('regular', 'interleague') GROUP BY 1, 2
       ) r ON r.pitcher_id = s.player_id AND r.team = s.team WHERE s.season = ?`,
    ).all(season, season)
    const withBf = rows.filter((row) => (row.bf ?? 0) > 0)
    expect(lines.size).toBe(withBf.length)
    for (const row of withBf) {
      const expected = Object.fromEntries(PITCHING.map((c) => [c, c === 'outs' ? (row.outs ?? 0) - (row.runner_outs ?? 0) : row[c]]))
      expect([keyOf(row), lines.get(keyOf(row))]).toEqual([keyOf(row), expected])
    }
  })

  test.each(['batting', 'pitching'] as const)('%s: every split\'s parts sum to the season', (side) => {
    const total = whole(season, side)
    expect(summed(season, side, [{ hand: 'R' }, { hand: 'L' }])).toEqual(total)
    expect(summed(season, side, [{ site: 'home' }, { site: 'road' }])).toEqual(total)
    expect(summed(season, side, Array.from({ length: 12 }, (_, i) => ({ month: i + 1 })))).toEqual(total)
    expect(summed(season, side, SPLIT_INNINGS.map((inning) => ({ inning })))).toEqual(total)
    // ahead / even / behind partition the PAs; 初球, 2ストライク and フルカウント cut across them.
    expect(summed(season, side, (['ahead', 'even', 'behind'] as const).map((count) => ({ count })))).toEqual(total)
    expect(SPLIT_COUNTS).toEqual(expect.arrayContaining(['ahead', 'even', 'behind']))
  })

  test.each(['batting', 'pitching'] as const)('%s: a club\'s and a league\'s lines are the season lines of that scope', (side) => {
    const total = splitLinesFrom(db, season, side, {}).lines
    const clubs = splitLinesFrom(db, season, side, { hand: 'L' }, { team: 'g' }).lines
    expect(clubs.length).toBeGreaterThan(0)
    expect(clubs.every((line) => line.team === 'g')).toBe(true)
    const central = splitLinesFrom(db, season, side, {}, { league: 'central' }).lines
    expect(central.map(keyOf).sort()).toEqual(total.filter((line) => line.league === 'central').map(keyOf).sort())
  })
})

type PaRow = { batter_id: string; pitcher_id: string; team: string; result: string; batted_ball: string | null; rbi: number; bats: string | null; throws: string | null }
const isPaResult = (value: string): value is PaResult => (PA_RESULTS as readonly string[]).includes(value)

/** The oracle: batting lines recomputed in TypeScript from the raw PAs that pass `keep`. */
function recomputed(season: number, where: string, params: readonly (string | number)[], keep: (row: PaRow) => boolean): Map<string, Counts> {
  const rows = db.prepare<unknown[], PaRow>(
    `SELECT p.batter_id, p.pitcher_id, CASE p.half WHEN 'top' THEN g.away ELSE g.home END AS team, p.result, p.batted_ball, p.rbi, b.bats, t.throws
     FROM plate_appearances p JOIN games g ON g.id = p.game_id LEFT JOIN players b ON b.id = p.batter_id LEFT JOIN players t ON t.id = p.pitcher_id
     WHERE g.season = ? AND g.kind IN ('regular', 'interleague') AND ${where}`,
  ).all(season, ...params)
  const groups = new Map<string, PaRow[]>()
  for (const row of rows.filter(keep)) {
    const key = `${row.batter_id}:${row.team}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  return new Map([...groups].map(([key, pas]) => {
    const counts: Counts = paCounts(pas.map(({ result }) => {
      if (!isPaResult(result)) throw new Error(`unknown PA result ${result}`)
      return result
    }))
    counts.rbi = pas.reduce((sum, pa) => sum + pa.rbi, 0)
    counts.gidp = pas.filter((pa) => pa.result === 'DP' && pa.batted_ball === 'ground').length
    for (const [key, type] of [['gb', 'ground'], ['ld', 'line'], ['fb', 'fly'], ['pu', 'popup']] as const) counts[key] = pas.filter((pa) => pa.batted_ball === type).length
    return [key, counts]
  }))
}

describe('split lines against a recomputation from the events (simulated 2025)', () => {
  test('"as of" 6月30日 equals the PAs of games up to that date', () => {
    const asOf = countsOf(splitLinesFrom(db, 2025, 'batting', { to: '2025-06-30' }))
    expect(asOf).toEqual(recomputed(2025, "g.date <= '2025-06-30'", [], () => true))
    expect(asOf.size).toBeGreaterThan(100)
  })

  test('from–to and a month meet: 8月 from 8月16日 is 8月16日–31日', () => {
    expect(countsOf(splitLinesFrom(db, 2025, 'batting', { month: 8, from: '2025-08-16' })))
      .toEqual(countsOf(splitLinesFrom(db, 2025, 'batting', { from: '2025-08-16', to: '2025-08-31' })))
  })

  test('vs 左 × 得点圏 × 8月 equals the TypeScript recount', () => {
    const lines = countsOf(splitLinesFrom(db, 2025, 'batting', { hand: 'L', risp: true, month: 8 }))
    const expected = recomputed(2025, "substr(g.date, 6, 2) = '08' AND (p.bases_before & 6) != 0", [], (pa) => pa.throws === 'L')
    expect(lines).toEqual(expected)
    expect(lines.size).toBeGreaterThan(50)
  })

  test('a pitcher vs 左打者 counts a switch hitter when he faced a right-hander', () => {
    const bySide = (hand: 'R' | 'L') => splitLinesFrom(db, 2025, 'pitching', { hand }).lines.reduce((sum, line) => sum + line.bf, 0)
    const rows = db.prepare<[], PaRow>(
      `SELECT b.bats, t.throws FROM plate_appearances p JOIN games g ON g.id = p.game_id JOIN players b ON b.id = p.batter_id
       JOIN players t ON t.id = p.pitcher_id WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague')`,
    ).all()
    expect(rows.some((row) => row.bats === 'S')).toBe(true)
    expect(bySide('L')).toBe(rows.filter((row) => batterSideOf(row.bats, row.throws) === 'L').length)
    expect(bySide('R')).toBe(rows.filter((row) => batterSideOf(row.bats, row.throws) === 'R').length)
  })

  test('初球, 2ストライク and フルカウント count the PAs whose last pitch came at 0-0, x-2 and 3-2', () => {
    const pas = (count: SplitFilter['count']) => splitLinesFrom(db, 2025, 'batting', { count }).lines.reduce((sum, line) => sum + line.pa, 0)
    const stored = (where: string) => db.prepare<[], { n: number }>(
      `SELECT COUNT(*) AS n FROM plate_appearances p JOIN games g ON g.id = p.game_id
       WHERE g.season = 2025 AND g.kind IN ('regular', 'interleague') AND ${where}`,
    ).get()?.n
    expect(pas('first')).toBe(stored('p.balls = 0 AND p.strikes = 0'))
    expect(pas('two-strikes')).toBe(stored('p.strikes = 2'))
    expect(pas('full')).toBe(stored('p.balls = 3 AND p.strikes = 2'))
    expect(pas('first')).toBeLessThan(pas('even'))
    expect(pas('full')).toBeLessThan(pas('ahead'))
  })

  test('rates come from the domain formulas: AVG = H / AB, K% = SO / PA', () => {
    const [line] = splitLinesFrom(db, 2025, 'batting', { hand: 'R' }).lines
    expect(line).toBeDefined()
    expect(line?.avg).toBeCloseTo((line?.h ?? 0) / (line?.ab ?? 1), 12)
    expect(line?.k_pct).toBeCloseTo((line?.so ?? 0) / (line?.pa ?? 1), 12)
  })

  test('filter values and scope reach SQLite as bound parameters, never as SQL text', () => {
    const { sql, params } = splitLinesQuery(2025, 'pitching', { hand: 'L', site: 'road', month: 8, inning: 'extra', to: '2025-08-20' }, { team: 'bs', league: 'pacific' })
    expect(params).toEqual({ season: 2025, from: '2025-08-01', to: '2025-08-20', hand: 'L', opposite: 'R', half: 'bottom', inningFrom: 10, team: 'bs', league: 'pacific' })
    for (const value of ['2025', '08-', "'bs'", 'pacific', "'L'"]) expect(sql).not.toContain(value)
  })

  test('a season without games has no lines', () => {
    expect(splitLinesFrom(db, 1999, 'batting', {}).lines).toEqual([])
  })
})
