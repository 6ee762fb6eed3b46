import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { standingsFrom } from '@/lib/data/loaders/get-standings'
import { gamesByMonthFrom } from '@/lib/data/loaders/list-games-by-month'
import { playersFrom } from '@/lib/data/loaders/list-players'
import { teamRecordsFrom } from '@/lib/data/loaders/list-team-records'
import { seasonRecordsFrom } from '@/lib/data/loaders/list-season-records'
import { eventInvariants } from '@/lib/data/verify/event-invariants'
import { simDatabasePath } from '@/lib/data/testing/sim-database'
import { DEFAULT_SIM } from '@/lib/data/sources/sim/default-league'
import { buildSimDatabase } from './build-sim-database'

jest.setTimeout(120_000)

// The league Jest's global setup built (the site's seed, 2024–2025); only the determinism check builds again.
const path = simDatabasePath()
const open = () => new Database(path, { readonly: true })

test('every team plays 143 games and W + L + T = games; league wins equal losses', () => {
  const db = open()
  const rows = db.prepare('SELECT team, games, wins, losses, ties FROM standings WHERE season = 2025').all() as Array<{ games: number; wins: number; losses: number; ties: number }>
  expect(rows).toHaveLength(12)
  for (const row of rows) {
    expect(row.games).toBe(143)
    expect(row.wins + row.losses + row.ties).toBe(row.games)
  }
  const sum = (key: 'wins' | 'losses') => rows.reduce((total, row) => total + row[key], 0)
  expect(sum('wins')).toBe(sum('losses'))
})

test('runs agree three ways: scoring events = line score = box score, and batting lines add up to them', () => {
  const db = open()
  const games = db.prepare("SELECT id, home_runs + away_runs AS runs, line_home, line_away, home_hits + away_hits AS hits FROM games").all() as Array<{ id: string; runs: number; line_home: string; line_away: string; hits: number }>
  const scored = new Map((db.prepare('SELECT game_id, COUNT(*) AS n FROM runs_scored GROUP BY game_id').all() as Array<{ game_id: string; n: number }>).map((row) => [row.game_id, row.n]))
  for (const game of games) {
    const line = [...(JSON.parse(game.line_home) as Array<number | null>), ...(JSON.parse(game.line_away) as number[])].reduce<number>((total, runs) => total + (runs ?? 0), 0)
    expect([game.id, line, scored.get(game.id) ?? 0]).toEqual([game.id, game.runs, game.runs])
  }
  const regular = db.prepare("SELECT SUM(home_runs + away_runs) AS runs, SUM(home_hits + away_hits) AS hits FROM games WHERE kind IN ('regular', 'interleague')").get() as { runs: number; hits: number }
  const batting = db.prepare('SELECT SUM(r) AS runs, SUM(h) AS hits FROM player_season_batting').get() as { runs: number; hits: number }
  expect(batting).toEqual(regular)
  const pitching = db.prepare('SELECT SUM(r) AS runs, SUM(h) AS hits FROM player_season_pitching').get() as { runs: number; hits: number }
  expect(pitching).toEqual(regular)
})

test('a nine-inning game records 51 to 54 outs; PAs chain their outs and scores', () => {
  const db = open()
  const outs = db.prepare(`SELECT g.id, (SELECT SUM(outs_after - outs_before) FROM plate_appearances p WHERE p.game_id = g.id)
    + (SELECT COUNT(*) FROM runner_events e WHERE e.game_id = g.id AND e.to_base = 0) AS outs FROM games g WHERE g.innings = 9`).all() as Array<{ id: string; outs: number }>
  expect(outs.length).toBeGreaterThan(700)
  for (const game of outs) expect(game.outs >= 51 && game.outs <= 54).toBe(true)
  const broken = db.prepare(`SELECT COUNT(*) AS n FROM plate_appearances WHERE outs_after < outs_before OR outs_after > 3
    OR home_score_after + away_score_after - home_score_before - away_score_before <> runs`).get() as { n: number }
  expect(broken.n).toBe(0)
})

test('W/L/S are one per decided game, and pitching outs equal the fielding side’s outs', () => {
  const db = open()
  const decided = db.prepare("SELECT COUNT(*) AS n FROM games WHERE status = 'final' AND kind IN ('regular', 'interleague')").get() as { n: number }
  const totals = db.prepare('SELECT SUM(w) AS w, SUM(l) AS l FROM player_season_pitching').get() as { w: number; l: number }
  expect(totals).toEqual({ w: decided.n, l: decided.n })
  const fieldingOuts = db.prepare("SELECT SUM(outs) AS n FROM player_season_fielding WHERE position = 'C'").get() as { n: number }
  const pitchingOuts = db.prepare('SELECT SUM(outs) AS n FROM player_season_pitching').get() as { n: number }
  expect(Math.abs(fieldingOuts.n - pitchingOuts.n)).toBeLessThan(pitchingOuts.n * 0.01)
})

test('run expectancy falls with every out in each base state', () => {
  const db = open()
  const rows = db.prepare("SELECT outs, bases, runs FROM run_expectancy WHERE league = 'npb' AND season = 2025 ORDER BY bases, outs").all() as Array<{ outs: number; bases: number; runs: number }>
  for (let bases = 0; bases < 8; bases++) {
    const [zero, one, two] = rows.filter((row) => row.bases === bases).map((row) => row.runs)
    expect([bases, (zero ?? 0) > (one ?? 0) && (one ?? 0) > (two ?? 0)]).toEqual([bases, true])
  }
})

test('win expectancy starts near even, leverage averages 1, and WPA is bounded', () => {
  const db = open()
  const start = db.prepare("SELECT win + tie / 2 AS we FROM win_expectancy WHERE inning = 1 AND half = 'top' AND outs = 0 AND bases = 0 AND score_diff = 0").get() as { we: number }
  expect(Math.abs(start.we - 0.5)).toBeLessThan(0.08)
  const lateLead = db.prepare("SELECT win FROM win_expectancy WHERE inning = 9 AND half = 'top' AND outs = 2 AND bases = 0 AND score_diff = 5").get() as { win: number }
  expect(lateLead.win).toBeGreaterThan(0.97)
  const tiedTwelfth = db.prepare("SELECT tie FROM win_expectancy WHERE inning = 12 AND half = 'bottom' AND outs = 2 AND bases = 0 AND score_diff = 0").get() as { tie: number }
  expect(tiedTwelfth.tie).toBeGreaterThan(0.85)
  const values = db.prepare('SELECT AVG(li) AS li, MIN(we_before) AS low, MAX(we_after) AS high, MAX(ABS(wpa)) AS swing FROM pa_values').get() as { li: number; low: number; high: number; swing: number }
  expect(Math.abs(values.li - 1)).toBeLessThan(0.05)
  expect(values.low).toBeGreaterThanOrEqual(0)
  expect(values.high).toBeLessThanOrEqual(1)
  expect(values.swing).toBeLessThanOrEqual(1)
})

test('the same seed builds the same league: a 2024-only build equals the shared league\'s 2024', () => {
  const dir = mkdtempSync(join(tmpdir(), 'npb-sim-'))
  try {
    const again = join(dir, 'again.sqlite')
    buildSimDatabase({ path: again, seed: DEFAULT_SIM.seed, firstSeason: 2024, lastSeason: 2024 })
    const digest = (file: string) => {
      const db = new Database(file, { readonly: true })
      const row = db.prepare(`SELECT (SELECT group_concat(line, ',') FROM (SELECT id || home_runs || away_runs AS line FROM games WHERE season = 2024 ORDER BY id)) AS games,
        (SELECT SUM(p.speed_kmh * p.zone) FROM pitches p JOIN games g ON g.id = p.game_id WHERE g.season = 2024) AS pitches,
        (SELECT group_concat(name, ',') FROM (SELECT p.name_kanji AS name FROM players p WHERE p.id IN (SELECT player_id FROM player_season_batting WHERE season = 2024) ORDER BY p.id)) AS players`).get()
      db.close()
      return row
    }
    expect(digest(again)).toEqual(digest(path))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

describe('loaders over the built league', () => {
  test('standings match the stored final table, with head-to-head for each league', () => {
    const db = open()
    const standings = standingsFrom(db, 2025)
    expect(standings?.central_league).toHaveLength(6)
    const stored = db.prepare("SELECT team, rank, wins, losses, ties FROM standings WHERE season = 2025 AND league = 'pacific' ORDER BY rank").all()
    expect(standings?.pacific_league.map((row) => ({ team: row.team, rank: row.rank, wins: row.win, losses: row.lose, ties: row.draw }))).toEqual(stored)
    const leader = standings?.central_league[0]
    expect(leader?.games_behind_display).toBe('-')
    expect(leader?.remaining_games).toBe(0)
    const opponents = Object.keys(standings?.head_to_head_central[leader?.team ?? 'g'] ?? {})
    expect(opponents).toHaveLength(5)
  })

  test('home and road splits add up to the whole; an early date counts fewer games', () => {
    const db = open()
    const home = standingsFrom(db, 2025, 'home')
    const away = standingsFrom(db, 2025, 'away')
    const all = standingsFrom(db, 2025, 'all')
    const wins = (table: typeof all, team: string) => [...(table?.central_league ?? []), ...(table?.pacific_league ?? [])].find((row) => row.team === team)?.win ?? -1
    expect(wins(home, 'g') + wins(away, 'g')).toBe(wins(all, 'g'))
    const april = standingsFrom(db, 2025, 'all', '2025-04-30')
    expect(april?.central_league[0]?.games).toBeLessThan(30)
    expect(april?.central_league[0]?.remaining_games).toBeGreaterThan(110)
    expect(standingsFrom(db, 1999)).toBeNull()
  })

  test('season records sort by a whitelisted column and page through qualified players', () => {
    const db = open()
    const page = seasonRecordsFrom(db, { type: 'batting', season: 2025, qualified: true, sort: 'hr', page: 1, pageSize: 5 })
    expect(page.rows).toHaveLength(5)
    const hrs = page.rows.map((row) => ('hr' in row ? row.hr : 0))
    expect([...hrs].sort((a, b) => b - a)).toEqual(hrs)
    const era = seasonRecordsFrom(db, { type: 'pitching', season: 2025, league: 'central', qualified: true, page: 1, pageSize: 50 })
    expect(era.order).toBe('asc')
    expect(era.rows.every((row) => row.league === 'central' && row.qualified)).toBe(true)
    const injected = seasonRecordsFrom(db, { type: 'batting', season: 2025, qualified: false, sort: 'avg; DROP TABLE games', page: 1, pageSize: 1 })
    expect(injected.sort).toBe('avg')
  })

  test('players page through the roster, filter by team and search by name', () => {
    const db = open()
    const all = playersFrom(db, { status: 'active', page: 1, pageSize: 100 })
    expect(all.total).toBeGreaterThan(400)
    expect(all.players).toHaveLength(100)
    expect(all.players.every((player) => player.active)).toBe(true)
    const giants = playersFrom(db, { status: 'all', team: 'g', page: 1, pageSize: 200 })
    expect(giants.players.every((player) => player.team === 'g')).toBe(true)
    const someone = giants.players[0]
    const found = playersFrom(db, { status: 'all', q: someone?.name.split(' ')[0] ?? '', page: 1, pageSize: 200 })
    expect(found.players.map((player) => player.id)).toContain(someone?.id)
    expect(playersFrom(db, { status: 'all', q: '%_\\', page: 1, pageSize: 10 }).total).toBe(0)
  })

  test('a month of games comes back in date order with scores', () => {
    const db = open()
    const april = gamesByMonthFrom(db, '2025-04')
    expect(april.games.length).toBeGreaterThan(100)
    expect(april.games.every((game) => game.date.startsWith('2025-04'))).toBe(true)
    expect(gamesByMonthFrom(db, '2025-01').games).toEqual([])
  })

  test('team totals add up to each club’s runs, and league rows to the clubs', () => {
    const db = open()
    const batting = teamRecordsFrom(db, 'batting', 2025)
    if (batting?.type !== 'batting') throw new Error('expected batting totals')
    const standings = db.prepare('SELECT team, runs_scored, runs_allowed FROM standings WHERE season = 2025').all() as Array<{ team: string; runs_scored: number; runs_allowed: number }>
    expect(batting.teams).toHaveLength(12)
    for (const row of standings) expect(batting.teams.find((team) => team.team === row.team)?.r).toBe(row.runs_scored)
    const central = batting.leagues.find((row) => row.league === 'central')
    expect(central?.h).toBe(batting.teams.filter((team) => team.league === 'central').reduce((sum, team) => sum + team.h, 0))
    expect(central?.avg).toBeGreaterThan(0.2)
    const pitching = teamRecordsFrom(db, 'pitching', 2025, 'pacific')
    expect(pitching?.teams).toHaveLength(6)
    for (const team of pitching?.teams ?? []) expect(team.r).toBe(standings.find((row) => row.team === team.team)?.runs_allowed)
    // Every simulated wild pitch and balk has its pitcher: the clubs' counts are their pitchers' sums.
    if (pitching?.type !== 'pitching') throw new Error('expected pitching totals')
    const thrown = db.prepare("SELECT team, SUM(wp) AS wp, SUM(bk) AS bk FROM player_season_pitching WHERE season = 2025 AND league = 'pacific' GROUP BY team ORDER BY team").all()
    expect(pitching.teams.map((team) => ({ team: team.team, wp: team.wp, bk: team.bk })).sort((a, b) => String(a.team).localeCompare(String(b.team)))).toEqual(thrown)
    expect(teamRecordsFrom(db, 'batting', 1999)).toBeNull()
  })
})

test('the simulated season keeps every event invariant: three outs a half-inning, runs on the lines, nine a game, no unknown runner', () => {
  const db = open()
  try {
    const check = eventInvariants(db)
    expect(check.halfInningsWithoutThreeOuts()).toEqual([])
    expect(check.clubRunsUnequal()).toEqual([])
    expect(check.clubGamesShort()).toEqual([])
    expect(check.runsOfUnknownRunners()).toEqual([])
    expect(check.duplicatePeople()).toEqual([])
  } finally {
    db.close()
  }
})
