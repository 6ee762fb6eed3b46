import Database from 'better-sqlite3'
import { deriveSeasonCounts } from '@/lib/data/derive/season-counts'
import { readSimDatabase, simDatabasePath } from '@/lib/data/testing/sim-database'
import type { BattingGameLog, PitchingGameLog } from '@/lib/schemas/player-game-log'
import { playerGameLogFrom } from './get-player-game-log'

const SEASON = 2025
const BATTING_COLUMNS = ['g', 'pa', 'ab', 'r', 'h', 'doubles', 'triples', 'hr', 'rbi', 'sb', 'cs', 'sh', 'sf', 'bb', 'ibb', 'hbp', 'so', 'gidp'] as const
const PITCHING_COLUMNS = ['g', 'gs', 'w', 'l', 'sv', 'hld', 'outs', 'bf', 'h', 'hr', 'bb', 'ibb', 'hbp', 'so', 'r', 'er'] as const

type Db = Database.Database

/** A player's read-model line summed over his clubs, in the given columns. */
function readModel(db: Db, table: 'player_season_batting' | 'player_season_pitching', player: string, columns: readonly string[]) {
  const sums = columns.map((column) => `SUM(${column}) AS ${column}`).join(', ')
  return db.prepare<[number, string], Record<string, number>>(`SELECT ${sums} FROM ${table} WHERE season = ? AND player_id = ?`).get(SEASON, player)
}

/** The columns of a log's total; all null without a log, which no read-model line equals. */
function pick(line: Readonly<Record<string, unknown>> | undefined, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column, line?.[column] ?? null]))
}

function players(db: Db, table: string): string[] {
  return db.prepare<[number], { player_id: string }>(`SELECT player_id FROM ${table} WHERE season = ? ORDER BY player_id`).all(SEASON).map((row) => row.player_id)
}

function battingLog(db: Db, player: string): BattingGameLog | null {
  return playerGameLogFrom(db, player, SEASON, 'batting')
}
function pitchingLog(db: Db, player: string): PitchingGameLog | null {
  return playerGameLogFrom(db, player, SEASON, 'pitching')
}

/** The simulated league's logs, read once for the suites below (the file does not change under them). */
const simLogs = { batting: new Map<string, BattingGameLog | null>(), pitching: new Map<string, PitchingGameLog | null>() }
function simBatting(db: Db, player: string): BattingGameLog | null {
  if (!simLogs.batting.has(player)) simLogs.batting.set(player, battingLog(db, player))
  return simLogs.batting.get(player) ?? null
}
function simPitching(db: Db, player: string): PitchingGameLog | null {
  if (!simLogs.pitching.has(player)) simLogs.pitching.set(player, pitchingLog(db, player))
  return simLogs.pitching.get(player) ?? null
}

test("every 2025 batter's games sum to his player_season_batting line, column by column", () => {
  expect.hasAssertions()
  readSimDatabase((db) => {
    const ids = players(db, 'player_season_batting')
    expect(ids.length).toBeGreaterThanOrEqual(5)
    for (const id of ids) {
      const log = simBatting(db, id)
      expect({ id, ...pick(log?.total, BATTING_COLUMNS) }).toEqual({ id, ...readModel(db, 'player_season_batting', id, BATTING_COLUMNS) })
      // The last row's running AVG is the season's.
      expect(log?.games.at(-1)?.running.avg).toBe(log?.rates.avg)
    }
  })
})

test("every 2025 pitcher's games sum to his player_season_pitching line, column by column", () => {
  expect.hasAssertions()
  readSimDatabase((db) => {
    const ids = players(db, 'player_season_pitching')
    expect(ids.length).toBeGreaterThanOrEqual(5)
    for (const id of ids) {
      const log = simPitching(db, id)
      expect({ id, ...pick(log?.total, PITCHING_COLUMNS) }).toEqual({ id, ...readModel(db, 'player_season_pitching', id, PITCHING_COLUMNS) })
      expect(log?.games.at(-1)?.running.era).toBe(log?.rates.era)
    }
  })
})

test('a batter with a game and no PA has a row of zeros; month subtotals add up to the season', () => {
  readSimDatabase((db) => {
    const ids = players(db, 'player_season_batting')
    const logs = ids.map((id) => simBatting(db, id)).filter((log): log is BattingGameLog => log !== null)
    const zeroGame = logs.flatMap((log) => log.games).find((game) => game.pa === 0)
    expect(zeroGame).toMatchObject({ pa: 0, ab: 0, h: 0 })
    expect(zeroGame?.positions.length).toBeGreaterThan(0)
    for (const log of logs.slice(0, 20)) {
      expect(log.months.reduce((sum, month) => sum + month.games, 0)).toBe(log.games.length)
      expect(log.months.reduce((sum, month) => sum + month.line.h, 0)).toBe(log.total.h)
      const wpa = log.games.reduce((sum, game) => sum + game.wpa, 0)
      expect(log.total.wpa).toBeCloseTo(wpa, 9)
    }
  })
})

test('a starter has GS rows with pitch counts and a decision; WPA of batter and pitcher are opposite sides of one PA', () => {
  readSimDatabase((db) => {
    const starter = db.prepare<[number], { player_id: string }>('SELECT player_id FROM player_season_pitching WHERE season = ? ORDER BY gs DESC LIMIT 1').get(SEASON)
    const log = starter ? simPitching(db, starter.player_id) : null
    const start = log?.games.find((game) => game.started && game.decision !== null)
    expect(start?.pitches).toBeGreaterThan(start?.bf ?? 0)
    expect(['W', 'L', 'S', 'H']).toContain(start?.decision)
    expect(log?.games.every((game) => game.opponent !== game.team)).toBe(true)
    // Over a whole league-season every PA's WPA is counted once for a batter and once, turned, for a pitcher.
    const batting = players(db, 'player_season_batting').reduce((sum, id) => sum + (simBatting(db, id)?.total.wpa ?? 0), 0)
    const pitching = players(db, 'player_season_pitching').reduce((sum, id) => sum + (simPitching(db, id)?.total.wpa ?? 0), 0)
    expect(batting + pitching).toBeCloseTo(0, 6)
  })
})

test('getPlayerGameLog reads the served database once per player, season and side', async () => {
  const before = process.env.NPB_DB_PATH
  process.env.NPB_DB_PATH = simDatabasePath()
  try {
    const { getPlayerGameLog } = await import('./get-player-game-log')
    const id = readSimDatabase((db) => players(db, 'player_season_pitching')[0] ?? '')
    const first = getPlayerGameLog(id, SEASON, 'pitching')
    expect(first?.side).toBe('pitching')
    expect(getPlayerGameLog(id, SEASON, 'pitching')).toBe(first)
    expect(getPlayerGameLog(id, SEASON, 'batting')).not.toBe(first)
  } finally {
    if (before === undefined) delete process.env.NPB_DB_PATH
    else process.env.NPB_DB_PATH = before
  }
})

test('no games that season on that side is null', () => {
  readSimDatabase((db) => {
    expect(playerGameLogFrom(db, 'no-such-player', SEASON, 'batting')).toBeNull()
    const batterOnly = db.prepare<[number], { player_id: string }>(
      'SELECT b.player_id FROM player_season_batting b WHERE b.season = ? AND NOT EXISTS (SELECT 1 FROM player_season_pitching p WHERE p.season = b.season AND p.player_id = b.player_id) LIMIT 1',
    ).get(SEASON)
    expect(batterOnly && pitchingLog(db, batterOnly.player_id)).toBeNull()
    expect(batterOnly && playerGameLogFrom(db, batterOnly.player_id, 1999, 'batting')).toBeNull()
  })
})

test('the queries read the player through his own indexes: no scan of plate_appearances, substitutions or games', () => {
  readSimDatabase((db) => {
    const statements: string[] = []
    const spy = new Proxy(db, {
      get(target, key) {
        if (key === 'prepare') return (sql: string) => (statements.push(sql), target.prepare(sql))
        const value: unknown = Reflect.get(target, key)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const batter = players(db, 'player_season_batting')[0] ?? ''
    const pitcher = players(db, 'player_season_pitching')[0] ?? ''
    battingLog(spy, batter)
    pitchingLog(spy, pitcher)
    expect(statements.length).toBeGreaterThanOrEqual(8)
    const plans = statements.flatMap((sql) =>
      db.prepare<{ player: string; season: number; kinds: string; seasonStart: string; seasonEnd: string }, { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
        .all({ player: batter, season: SEASON, kinds: '["regular"]', seasonStart: '2025', seasonEnd: '2026' })
        .map((row) => row.detail),
    )
    // Only the player's own handful of games (player_games) may be walked whole.
    const scans = plans.filter((detail) => /^SCAN (p|s|g|e|r|h|v|pi|plate_appearances|substitutions|games)\b/.test(detail))
    expect(scans).toEqual([])
    // His PAs are read for the season only, not for his whole career.
    expect(plans.some((detail) => /pa_batter \(batter_id=\? AND game_id>\? AND game_id<\?\)/.test(detail))).toBe(true)
  })
})

/**
 * The simulated league trades no one, so this moves one: from July a batter's and a pitcher's
 * games go to a player of another club, under his id, and the read model is derived again.
 */
function tradedLeague(): { db: Db; batter: string; pitcher: string } {
  const db = new Database(readSimDatabase((sim) => sim.serialize()))
  const first = (sql: string) => db.prepare<[number], { player_id: string; team: string }>(sql).get(SEASON)
  const move = (from: string, to: string) => {
    const later = "game_id IN (SELECT id FROM games WHERE date >= '2025-07-01')"
    const laterGame = "id IN (SELECT id FROM games WHERE date >= '2025-07-01')"
    for (const [table, column, scope] of [
      ['plate_appearances', 'batter_id', later], ['plate_appearances', 'pitcher_id', later], ['substitutions', 'player_id', later],
      ['runs_scored', 'runner_id', later], ['runs_scored', 'pitcher_id', later], ['runs_scored', 'rbi_batter_id', later],
      ['runner_events', 'runner_id', later], ['runner_events', 'pitcher_id', later], ['game_holds', 'pitcher_id', later],
      ['games', 'win_pitcher', laterGame], ['games', 'loss_pitcher', laterGame], ['games', 'save_pitcher', laterGame],
    ] as const) {
      db.prepare(`UPDATE ${table} SET ${column} = ? WHERE ${column} = ? AND ${scope}`).run(to, from)
    }
  }
  const batter = first('SELECT player_id, team FROM player_season_batting WHERE season = ? ORDER BY pa DESC LIMIT 1')
  const pitcher = first('SELECT player_id, team FROM player_season_pitching WHERE season = ? ORDER BY outs DESC LIMIT 1')
  if (!batter || !pitcher) throw new Error('no players in the simulated league')
  const other = (id: string, team: string, table: string, order: string) =>
    db.prepare<[number, string, string], { player_id: string }>(`SELECT player_id FROM ${table} WHERE season = ? AND team <> ? AND player_id <> ? ORDER BY ${order} DESC LIMIT 1`).get(SEASON, team, id)?.player_id ?? ''
  const batterTo = other(batter.player_id, batter.team, 'player_season_batting', 'pa')
  const pitcherTo = other(pitcher.player_id, pitcher.team, 'player_season_pitching', 'outs')
  move(batter.player_id, 'gone-batter')
  move(batterTo, batter.player_id)
  move(pitcher.player_id, 'gone-pitcher')
  move(pitcherTo, pitcher.player_id)
  db.exec('DELETE FROM player_season_batting; DELETE FROM player_season_pitching; DELETE FROM player_season_fielding; DELETE FROM team_season_box')
  deriveSeasonCounts(db)
  return { db, batter: batter.player_id, pitcher: pitcher.player_id }
}

test("a player traded in July has rows for both clubs, and they sum to his two read-model lines together", () => {
  const { db, batter, pitcher } = tradedLeague()
  const batting = battingLog(db, batter)
  expect(new Set(batting?.games.map((game) => game.team)).size).toBe(2)
  expect(db.prepare('SELECT COUNT(*) AS n FROM player_season_batting WHERE season = ? AND player_id = ?').get(SEASON, batter)).toEqual({ n: 2 })
  expect(pick(batting?.total, BATTING_COLUMNS)).toEqual(readModel(db, 'player_season_batting', batter, BATTING_COLUMNS))
  const pitching = pitchingLog(db, pitcher)
  expect(new Set(pitching?.games.map((game) => game.team)).size).toBe(2)
  expect(pick(pitching?.total, PITCHING_COLUMNS)).toEqual(readModel(db, 'player_season_pitching', pitcher, PITCHING_COLUMNS))
  db.close()
})
