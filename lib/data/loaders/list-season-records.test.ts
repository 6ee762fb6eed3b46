import Database from 'better-sqlite3'
import { READ_MODEL_COUNTS_SQL } from '@/lib/data/derive/season-counts'
import { STANDINGS_SQL } from '@/lib/data/derive/standings'
import { TEAM_TOTALS_SQL } from '@/lib/data/derive/team-totals'
import { EVENT_STORE_SQL } from '@/lib/data/schema'
import { allSeasonRecordsFrom, seasonRecordsFrom } from './list-season-records'
import { seasonRecordsScopeFrom } from './get-season-records-scope'

type Batter = { id: string; team: string; league: string; pa: number; ab: number; h: number; hr: number; avg: number | null; qualified: 0 | 1 }

/** Five batters, two of them tied at .300, one without an at-bat; standings give the clubs' games. */
function league() {
  const db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL + READ_MODEL_COUNTS_SQL + STANDINGS_SQL + TEAM_TOTALS_SQL)
  const batters: Batter[] = [
    { id: '1', team: 'g', league: 'central', pa: 500, ab: 450, h: 135, hr: 20, avg: 0.3, qualified: 1 },
    { id: '2', team: 't', league: 'central', pa: 480, ab: 440, h: 132, hr: 30, avg: 0.3, qualified: 1 },
    { id: '3', team: 'h', league: 'pacific', pa: 460, ab: 400, h: 128, hr: 5, avg: 0.32, qualified: 1 },
    { id: '4', team: 'g', league: 'central', pa: 100, ab: 90, h: 30, hr: 2, avg: 30 / 90, qualified: 0 },
    { id: '5', team: 'h', league: 'pacific', pa: 2, ab: 0, h: 0, hr: 0, avg: null, qualified: 0 },
  ]
  const player = db.prepare('INSERT INTO players (id, name_kanji) VALUES (?, ?)')
  const line = db.prepare(`INSERT INTO player_season_batting (season, player_id, team, league, g, pa, ab, r, h, doubles, triples, hr, tb, rbi,
    sb, cs, sh, sf, bb, ibb, hbp, so, gidp, avg, qualified) VALUES (2025, ?, ?, ?, 100, ?, ?, 0, ?, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ?, ?)`)
  for (const b of batters) {
    player.run(b.id, `選手${b.id}`)
    line.run(b.id, b.team, b.league, b.pa, b.ab, b.h, b.hr, b.avg, b.qualified)
  }
  const standing = db.prepare(`INSERT INTO standings (season, league, rank, team, games, wins, losses, ties, runs_scored, runs_allowed,
    home_wins, home_losses, home_ties) VALUES (2025, ?, 1, ?, ?, 0, 0, 0, 0, 0, 0, 0, 0)`)
  standing.run('central', 'g', 143)
  standing.run('central', 't', 142)
  standing.run('pacific', 'h', 143)
  return db
}

const base = { type: 'batting', season: 2025, qualified: true, page: 1, pageSize: 50 } as const

test('equal values share a rank: .320 is 1st, then two at .300 are both 2nd', () => {
  const page = seasonRecordsFrom(league(), base)
  expect(page.rows.map((row) => [row.player_id, row.rank])).toEqual([['3', 1], ['1', 2], ['2', 2]])
  // Among equals the longer line (more PA) comes first.
  expect(page.total).toBe(3)
})

test('a club filter and a league filter narrow the lines; all players include the unqualified and put a null rate last', () => {
  const db = league()
  expect(seasonRecordsFrom(db, { ...base, team: 'g' }).rows.map((row) => row.player_id)).toEqual(['1'])
  expect(seasonRecordsFrom(db, { ...base, league: 'pacific', qualified: false }).rows.map((row) => row.player_id)).toEqual(['3', '5'])
  const all = seasonRecordsFrom(db, { ...base, qualified: false })
  expect(all.rows.map((row) => row.player_id)).toEqual(['4', '3', '1', '2', '5'])
  expect(seasonRecordsFrom(db, { ...base, team: 'd' }).total).toBe(0)
})

test('sorting by any stat column with either order; pages slice the ranking and the unpaged view has every line', () => {
  const db = league()
  const byHr = seasonRecordsFrom(db, { ...base, qualified: false, sort: 'hr', order: 'asc', page: 2, pageSize: 2 })
  // HR ascending: 0 (#5), 2 (#4), 5 (#3), 20 (#1), 30 (#2); page 2 of two lines is #3 and #1.
  expect(byHr.rows.map((row) => [row.player_id, row.rank])).toEqual([['3', 3], ['1', 4]])
  const everything = allSeasonRecordsFrom(db, { ...base, qualified: false, sort: 'ab', page: 3, pageSize: 1 })
  expect(everything.rows).toHaveLength(5)
  expect(everything).toMatchObject({ page: 1, pageSize: 5, total: 5, sort: 'ab', order: 'desc' })
})

test('the scope lists the clubs with lines and their qualifying marks: 3.1 × games half-up, 1.0 × games in outs', () => {
  const scope = seasonRecordsScopeFrom(league(), 'batting', 2025)
  expect(scope?.teams).toEqual([
    { team: 'g', league: 'central', games: 143 },
    { team: 't', league: 'central', games: 142 },
    { team: 'h', league: 'pacific', games: 143 },
  ])
  // 142 × 3.1 = 440.2 → 440; 143 × 3.1 = 443.3 → 443. 142 and 143 innings are 426 and 429 outs.
  expect(scope?.qualifyingPa).toEqual({ min: 440, max: 443 })
  expect(scope?.qualifyingOuts).toEqual({ min: 426, max: 429 })
  expect(seasonRecordsScopeFrom(league(), 'pitching', 2025)).toBeNull()
  expect(seasonRecordsScopeFrom(league(), 'batting', 2015)).toBeNull()
})
