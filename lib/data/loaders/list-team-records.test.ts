import Database from 'better-sqlite3'
import { READ_MODEL_COUNTS_SQL } from '@/lib/data/derive/season-counts'
import { STANDINGS_SQL } from '@/lib/data/derive/standings'
import { TEAM_TOTALS_SQL } from '@/lib/data/derive/team-totals'
import { EVENT_STORE_SQL } from '@/lib/data/schema'
import { teamRecordsFrom } from './list-team-records'

/** Three clubs' pitching staffs (two in the Central League); standings give their games. */
function league() {
  const db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL + READ_MODEL_COUNTS_SQL + STANDINGS_SQL + TEAM_TOTALS_SQL)
  const line = db.prepare(`INSERT INTO player_season_pitching (season, player_id, team, league, g, gs, w, l, sv, hld, hp, cg, sho, outs, bf,
    h, hr, bb, ibb, hbp, so, wp, bk, r, er) VALUES (2025, ?, ?, ?, 10, 0, ?, ?, 0, 0, 0, 0, 0, ?, 100, 20, 2, 10, 0, 1, ?, 0, 0, ?, ?)`)
  // player, team, league, W, L, outs, SO, R, ER
  line.run('1', 'g', 'central', 10, 5, 300, 80, 40, 36)
  line.run('2', 'g', 'central', 3, 4, 150, 40, 20, 20)
  line.run('3', 't', 'central', 8, 8, 270, 60, 30, 27)
  line.run('4', 'h', 'pacific', 12, 3, 360, 100, 30, 28)
  const standing = db.prepare(`INSERT INTO standings (season, league, rank, team, games, wins, losses, ties, runs_scored, runs_allowed,
    home_wins, home_losses, home_ties) VALUES (2025, ?, 1, ?, 143, 0, 0, 0, 0, 0, 0, 0, 0)`)
  for (const [team, name] of [['g', 'central'], ['t', 'central'], ['h', 'pacific']]) standing.run(name, team)
  return db
}

test('clubs sort by ERA ascending by default; ERA = ER × 27 / outs', () => {
  const records = teamRecordsFrom(league(), 'pitching', 2025)
  if (records?.type !== 'pitching') throw new Error('expected pitching records')
  // h: 28 × 27 / 360 = 2.10; t: 27 × 27 / 270 = 2.70; g: 56 × 27 / 450 = 3.36.
  expect(records.teams.map((row) => [row.team, row.era])).toEqual([['h', 2.1], ['t', 2.7], ['g', 3.36]])
  expect(records).toMatchObject({ sort: 'era', order: 'asc' })
  expect(records.teams[0]).toMatchObject({ label: 'ソフトバンク', g: 143 })
})

test('any column sorts either way; an unknown column is the default', () => {
  const db = league()
  expect(teamRecordsFrom(db, 'pitching', 2025, undefined, 'so', 'desc')?.teams.map((row) => row.team)).toEqual(['g', 'h', 't'])
  expect(teamRecordsFrom(db, 'pitching', 2025, undefined, 'w', 'asc')?.teams.map((row) => row.team)).toEqual(['t', 'h', 'g'])
  expect(teamRecordsFrom(db, 'pitching', 2025, undefined, 'name; DROP TABLE games')?.sort).toBe('era')
})

test('a league has a 合計 row (sums, league rates) and a 平均 row (sums ÷ clubs, same rates)', () => {
  const records = teamRecordsFrom(league(), 'pitching', 2025, 'central')
  if (records?.type !== 'pitching') throw new Error('expected pitching records')
  expect(records.teams).toHaveLength(2)
  const [total] = records.leagues
  const [average] = records.averages
  // Central: 720 outs, 83 ER → ERA 83 × 27 / 720 = 3.1125; 2 clubs → 360 outs, 41.5 ER, 143 games each.
  expect(total).toMatchObject({ label: 'セ・リーグ合計', team: null, outs: 720, er: 83, g: 286, era: 3.1125 })
  expect(average).toMatchObject({ label: 'セ・リーグ平均', team: null, outs: 360, er: 41.5, g: 143, era: 3.1125 })
  expect(teamRecordsFrom(league(), 'batting', 2025)).toBeNull()
})
