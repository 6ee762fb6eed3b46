import Database from 'better-sqlite3'
import { READ_MODEL_COUNTS_SQL } from '@/lib/data/derive/season-counts'
import { STANDINGS_SQL } from '@/lib/data/derive/standings'
import { readSimDatabase } from '@/lib/data/testing/sim-database'
import { EVENT_STORE_SQL } from '@/lib/data/schema'
import { TEAM_CODES, type TeamCode } from '@/lib/domain/teams/teams'
import type { TeamHome, TeamLeaderStat } from '@/lib/schemas/team-home'
import { teamHomeFrom } from './get-team-home'

type Db = Database.Database

const SEASONS = [2024, 2025] as const
const COUNTS = ['games', 'wins', 'losses', 'ties', 'runsScored', 'runsAllowed'] as const

/** Every club's page for both simulated seasons, read once (the file does not change under the suite). */
const homes = readSimDatabase((db) => SEASONS.flatMap((season) => TEAM_CODES.map((team) => ({ season, team, home: teamHomeFrom(db, team, season) }))))

const each = (check: (home: TeamHome, team: TeamCode, season: number) => void) => {
  for (const { season, team, home } of homes) {
    expect([team, season, home?.season]).toEqual([team, season, season])
    if (home) check(home, team, season)
  }
}

test('W + L + T = games for the season, the last ten and every split; home + road = the season', () => {
  each((home) => {
    const { record, splits } = home.summary
    for (const part of [record, home.lastGamesRecord, ...Object.values(splits)]) expect(part.wins + part.losses + part.ties).toBe(part.games)
    for (const key of COUNTS) expect(splits.home[key] + splits.road[key]).toBe(record[key])
  })
})

test('the months add up to the season, W, L, T and runs alike', () => {
  each((home) => {
    for (const key of COUNTS) expect(home.months.reduce((sum, month) => sum + month[key], 0)).toBe(home.summary.record[key])
    expect(home.months.map((month) => month.month)).toEqual([...home.months.map((month) => month.month)].sort((a, b) => a - b))
  })
})

test('the season record is the standings row (same games, same tally); 交流戦 is the 18 games against the other league', () => {
  readSimDatabase((db) => {
    each((home, team, season) => {
      const row = db.prepare<[number, TeamCode], Record<string, number>>('SELECT games, wins, losses, ties, runs_scored, runs_allowed FROM standings WHERE season = ? AND team = ?').get(season, team)
      const { record } = home.summary
      expect([record.games, record.wins, record.losses, record.ties, record.runsScored, record.runsAllowed]).toEqual([row?.games, row?.wins, row?.losses, row?.ties, row?.runs_scored, row?.runs_allowed])
      expect(home.summary.splits.interleague.games).toBe(18)
      expect(home.summary.gamesBehind === null).toBe(home.summary.rank === 1)
    })
  })
})

test('the last ten are the club\'s ten latest games, oldest first', () => {
  readSimDatabase((db) => {
    each((home, team, season) => {
      const latest = db
        .prepare<[number, TeamCode, TeamCode], { id: string }>(
          "SELECT id FROM games WHERE season = ? AND (home = ? OR away = ?) AND kind IN ('regular', 'interleague') ORDER BY date DESC, id DESC LIMIT 10",
        )
        .all(season, team, team)
        .map((row) => row.id)
      expect(home.lastGames.map((game) => game.id)).toEqual(latest.reverse())
    })
  })
})

/** The best figure among the club's lines by plain SQL, the oracle for the leaders. */
const ORACLE: Readonly<Record<TeamLeaderStat, string>> = {
  avg: 'SELECT MAX(h * 1.0 / ab) FROM player_season_batting WHERE season = ? AND team = ? AND qualified = 1 AND ab > 0',
  hr: 'SELECT MAX(hr) FROM player_season_batting WHERE season = ? AND team = ? AND hr > 0',
  rbi: 'SELECT MAX(rbi) FROM player_season_batting WHERE season = ? AND team = ? AND rbi > 0',
  sb: 'SELECT MAX(sb) FROM player_season_batting WHERE season = ? AND team = ? AND sb > 0',
  w: 'SELECT MAX(w) FROM player_season_pitching WHERE season = ? AND team = ? AND w > 0',
  sv: 'SELECT MAX(sv) FROM player_season_pitching WHERE season = ? AND team = ? AND sv > 0',
  hld: 'SELECT MAX(hld) FROM player_season_pitching WHERE season = ? AND team = ? AND hld > 0',
  so: 'SELECT MAX(so) FROM player_season_pitching WHERE season = ? AND team = ? AND so > 0',
  era: 'SELECT MIN(er * 27.0 / outs) FROM player_season_pitching WHERE season = ? AND team = ? AND qualified = 1 AND outs > 0',
}

test('each leader has the best figure among the club\'s player_season lines, and every player at it is listed', () => {
  readSimDatabase((db) => {
    each((home, team, season) => {
      // Compared at 12 decimals: SQLite divides in floating point as the loader does, in another order.
      const at12 = (value: number | null) => (value === null ? null : Number(value.toFixed(12)))
      const oracle = home.leaders.map((leader) => {
        const best = db.prepare<[number, TeamCode], Record<string, number | null>>(ORACLE[leader.stat]).get(season, team)
        return [leader.stat, at12(best ? (Object.values(best)[0] ?? null) : null)]
      })
      expect(home.leaders.map((leader) => [leader.stat, at12(leader.value)])).toEqual(oracle)
      // A category nobody qualifies for or has names nobody.
      expect(home.leaders.map((leader) => [leader.stat, leader.value === null, leader.players.length === 0])).toEqual(home.leaders.map((leader) => [leader.stat, leader.value === null, leader.value === null]))
      const hr = home.leaders.find((leader) => leader.stat === 'hr')
      const tied = db.prepare<[number, TeamCode, number], { player_id: string }>('SELECT player_id FROM player_season_batting WHERE season = ? AND team = ? AND hr = ? ORDER BY player_id').all(season, team, hr?.value ?? -1)
      expect(hr?.players.map((player) => player.id)).toEqual(tied.map((row) => row.player_id))
    })
  })
})

test('the roster is the club\'s registered players, each once, by uniform number within its group', () => {
  readSimDatabase((db) => {
    each((home, team, season) => {
      const registered = db.prepare<[number, TeamCode], { player_id: string }>('SELECT player_id FROM rosters WHERE season = ? AND team = ? ORDER BY player_id').all(season, team)
      const listed = home.roster.groups.flatMap((group) => group.players.map((player) => player.id))
      expect([...listed].sort()).toEqual(registered.map((row) => row.player_id))
      for (const group of home.roster.groups) {
        const numbers = group.players.map((player) => player.number ?? Infinity)
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
      }
      const pitchers = home.roster.groups.filter((group) => group.group === 'pitcher').flatMap((group) => group.players)
      expect(pitchers.length > 0 && pitchers.every((player) => player.side === 'pitching')).toBe(true)
    })
  })
})

test('the history is every season of the club, newest first; ?season= picks one, a season without games falls back to the latest', () => {
  readSimDatabase((db) => {
    const latest = teamHomeFrom(db, 'g', null)
    expect(latest?.history.map((row) => row.season)).toEqual([2025, 2024])
    expect(latest?.season).toBe(2025)
    expect(latest?.finished).toBe(true)
    expect(teamHomeFrom(db, 'g', 2024)?.season).toBe(2024)
    expect(teamHomeFrom(db, 'g', 1999)?.season).toBe(2025)
  })
})

test('a club without any game in the data has no season page (null), not an error', () => {
  const db: Db = new Database(':memory:')
  db.exec(EVENT_STORE_SQL + READ_MODEL_COUNTS_SQL + STANDINGS_SQL)
  expect(teamHomeFrom(db, 'g', null)).toBeNull()
  expect(teamHomeFrom(db, 'g', 2025)).toBeNull()
  db.close()
})
