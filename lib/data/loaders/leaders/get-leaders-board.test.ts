import Database from 'better-sqlite3'
import { statLinesFrom } from '@/lib/data/loaders/stat-lines/get-stat-lines'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { qualifyingPlateAppearances } from '@/lib/domain/stats/qualifiers'
import { TEAM_BY_CODE, type League, type TeamCode } from '@/lib/domain/teams/teams'
import type { LeaderEntry } from '@/lib/schemas/leaders'
import type { LeadersBoard } from '@/lib/schemas/leaders-board'
import { leadersBoardFrom, type LeadersQuery } from './get-leaders-board'
import { seasonDaysFrom } from './get-season-days'

let db: Database.Database
beforeAll(() => {
  db = new Database(simDatabasePath(), { readonly: true, fileMustExist: true })
})
afterAll(() => db.close())

const REGULAR = "g.kind IN ('regular', 'interleague')"
const LEAGUES: readonly League[] = ['central', 'pacific']

function board(query: Partial<LeadersQuery> & Pick<LeadersQuery, 'side'>): LeadersBoard {
  const found = leadersBoardFrom(db, { season: 2025, filter: {}, top: 10, ...query })
  if (!found) throw new Error('the simulated 2025 season has games')
  return found
}

function card(from: LeadersBoard, key: string, league: League): LeaderEntry[] {
  const list = from.categories.find((category) => category.key === key)?.leagues[league]
  if (!list) throw new Error(`no ${key} list for ${league}`)
  return list
}

type Valued = { player_id: string; team: string; value: number }

/** The oracle's ranking, written out apart from the code under test: 1 + how many are strictly better; top N by rank. */
function expectedTop(rows: readonly Valued[], order: 'asc' | 'desc', top: number) {
  const better = (a: number, b: number) => (order === 'desc' ? a > b : a < b)
  return rows
    .map((row) => ({ ...row, rank: 1 + rows.filter((other) => better(other.value, row.value)).length }))
    .filter((row) => row.rank <= top)
    .map((row) => [row.rank, row.player_id, row.team, row.value.toFixed(12)])
    .sort((a, b) => String(a).localeCompare(String(b)))
}

const shown = (entries: readonly LeaderEntry[]) =>
  entries.map((entry) => [entry.rank, entry.player_id, entry.team, entry.value.toFixed(12)]).sort((a, b) => String(a).localeCompare(String(b)))

describe('leaderboards against the season records (simulated 2025, no split)', () => {
  test.each(LEAGUES)('the AVG card of the %s league is its qualified player_season_batting lines by AVG, ties sharing a rank', (league) => {
    const rows = db
      .prepare<[League], Valued>('SELECT player_id, team, avg AS value FROM player_season_batting WHERE season = 2025 AND league = ? AND qualified = 1 AND avg IS NOT NULL')
      .all(league)
    const avg = card(board({ side: 'batting' }), 'avg', league)
    expect(avg.length).toBeGreaterThanOrEqual(10)
    expect(shown(avg)).toEqual(expectedTop(rows, 'desc', 10))
    expect(avg.map((entry) => entry.rank)).toEqual([...avg.map((entry) => entry.rank)].sort((a, b) => a - b))
  })

  test.each(LEAGUES)('the ERA card of the %s league is its qualified pitchers by ERA, lowest first', (league) => {
    const rows = db
      .prepare<[League], Valued>('SELECT player_id, team, era AS value FROM player_season_pitching WHERE season = 2025 AND league = ? AND qualified = 1 AND era IS NOT NULL')
      .all(league)
    expect(shown(card(board({ side: 'pitching' }), 'era', league))).toEqual(expectedTop(rows, 'asc', 10))
  })

  test('the view is the season\'s: level, 規定打席 of 3.1 × the clubs\' games, the last game day', () => {
    const view = board({ side: 'batting' })
    const games = db.prepare<[], { games: number }>("SELECT games FROM standings WHERE season = 2025").all().map((row) => qualifyingPlateAppearances(row.games))
    expect(view.level).toBe('season')
    expect(view.qualifier).toEqual({ rule: 'season', min: Math.min(...games), max: Math.max(...games), share: null })
    expect(view.through).toBe(seasonDaysFrom(db, 2025)?.last)
    expect(view.categories.every((category) => category.available)).toBe(true)
  })

  test('top 20 lists at least 20 per league; one league asked gives that league alone', () => {
    expect(card(board({ side: 'batting', top: 20 }), 'hr', 'pacific').length).toBeGreaterThanOrEqual(20)
    const central = board({ side: 'pitching', league: 'central' })
    expect(central.categories.every((category) => Object.keys(category.leagues).join() === 'central')).toBe(true)
    expect(card(central, 'so', 'central').every((entry) => TEAM_BY_CODE[entry.team].league === 'central')).toBe(true)
  })
})

type PaLine = { player_id: string; team: TeamCode; pa: number; ab: number; h: number; hr: number; games: number }

/** Batting lines recounted in SQL from the PAs of games up to `to`, with each club's games up to then. */
function recount(to: string): (PaLine & { league: League })[] {
  const rows = db
    .prepare<{ to: string }, PaLine>(
      `WITH pa AS (
         SELECT p.batter_id AS player_id, CASE p.half WHEN 'top' THEN g.away ELSE g.home END AS team, p.result
         FROM plate_appearances p JOIN games g ON g.id = p.game_id WHERE g.season = 2025 AND ${REGULAR} AND g.date <= @to
       ), club AS (
         SELECT team, COUNT(*) AS games FROM (
           SELECT g.home AS team FROM games g WHERE g.season = 2025 AND ${REGULAR} AND g.date <= @to
           UNION ALL SELECT g.away FROM games g WHERE g.season = 2025 AND ${REGULAR} AND g.date <= @to
         ) GROUP BY team
       )
       SELECT pa.player_id, pa.team, COUNT(*) AS pa, SUM(pa.result NOT IN ('BB', 'IBB', 'HBP', 'SH', 'SF', 'INT')) AS ab,
         SUM(pa.result IN ('1B', '2B', '3B', 'HR')) AS h, SUM(pa.result = 'HR') AS hr, club.games
       FROM pa JOIN club ON club.team = pa.team GROUP BY pa.player_id, pa.team`,
    )
    .all({ to })
  return rows.map((row) => ({ ...row, league: TEAM_BY_CODE[row.team].league }))
}

describe('"as of" a mid-season date (simulated 2025, 6月30日)', () => {
  const TO = '2025-06-30'

  test('the HR leaders equal a count of the HR in plate_appearances of games up to that date', () => {
    const asOf = board({ side: 'batting', filter: { to: TO } })
    expect(asOf.level).toBe('game')
    expect(asOf.through).toBe(db.prepare<[], { last: string }>(`SELECT MAX(date) AS last FROM games g WHERE season = 2025 AND ${REGULAR} AND date <= '${TO}'`).get()?.last)
    const lines = recount(TO)
    for (const league of LEAGUES) {
      const rows = lines.filter((line) => line.league === league && line.hr > 0).map((line) => ({ ...line, value: line.hr }))
      expect(shown(card(asOf, 'hr', league))).toEqual(expectedTop(rows, 'desc', 10))
    }
  })

  test('the AVG leaders are the recount\'s, among batters at 3.1 × their club\'s games up to that date', () => {
    const asOf = board({ side: 'batting', filter: { to: TO } })
    const lines = recount(TO)
    for (const league of LEAGUES) {
      const rows = lines
        .filter((line) => line.league === league && line.ab > 0 && line.pa >= qualifyingPlateAppearances(line.games))
        .map((line) => ({ ...line, value: line.h / line.ab }))
      expect(rows.length).toBeGreaterThan(10)
      expect(shown(card(asOf, 'avg', league))).toEqual(expectedTop(rows, 'desc', 10))
    }
    expect(asOf.qualifier.rule).toBe('games')
    expect(card(asOf, 'avg', 'central')).not.toEqual(card(board({ side: 'batting' }), 'avg', 'central'))
  })
})

describe('splits (simulated 2025)', () => {
  test('vs 右 + vs 左 = total: each HR leader\'s home runs against right- and left-handers add up to his season', () => {
    const hrOf = (hand: 'R' | 'L') =>
      new Map((statLinesFrom(db, { side: 'batting', from: 2025, to: 2025, filter: { hand } })?.lines ?? []).map((line) => [`${line.player_id}-${line.team}`, line.hr]))
    const [right, left] = [hrOf('R'), hrOf('L')]
    const leaders = LEAGUES.flatMap((league) => card(board({ side: 'batting' }), 'hr', league))
    expect(leaders.length).toBeGreaterThanOrEqual(20)
    for (const entry of leaders) {
      const key = `${entry.player_id}-${entry.team}`
      expect([key, (right.get(key) ?? 0) + (left.get(key) ?? 0)]).toEqual([key, entry.value])
    }
  })

  test('a PA split is counted at the PA level: steals and ERA, wins, saves and holds unavailable, rates on a scaled mark', () => {
    const vsLeft = board({ side: 'pitching', filter: { hand: 'L', risp: true } })
    expect(vsLeft.level).toBe('pa')
    expect(vsLeft.qualifier.rule).toBe('share')
    expect(vsLeft.qualifier.share).toBeGreaterThan(0)
    expect(vsLeft.qualifier.share).toBeLessThan(1)
    const unavailable = vsLeft.categories.filter((category) => !category.available)
    expect(unavailable.map((category) => category.key)).toEqual(['era', 'w', 'sv', 'hld'])
    expect(unavailable.every((category) => LEAGUES.every((league) => category.leagues[league]?.length === 0))).toBe(true)
    expect(card(vsLeft, 'so', 'pacific').length).toBeGreaterThan(0)
    expect(board({ side: 'batting', filter: { count: 'full' } }).categories.find((category) => category.key === 'sb')?.available).toBe(false)
  })

  test('a season without games has no board; an "as of" date before the opener has empty lists and no last day', () => {
    expect(leadersBoardFrom(db, { side: 'batting', season: 2016, filter: {}, top: 10 })).toBeNull()
    const early = board({ side: 'batting', filter: { to: '2025-03-01' } })
    expect(early.through).toBeNull()
    expect(early.categories.every((category) => LEAGUES.every((league) => category.leagues[league]?.length === 0))).toBe(true)
  })
})
